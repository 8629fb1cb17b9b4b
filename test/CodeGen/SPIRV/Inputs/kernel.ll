define spir_kernel void @k(ptr addrspace(1) %p, i32 %v) {
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %e = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %id
  store i32 %v, ptr addrspace(1) %e, align 4
  ret void
}
declare spir_func i64 @_Z13get_global_idj(i32)
