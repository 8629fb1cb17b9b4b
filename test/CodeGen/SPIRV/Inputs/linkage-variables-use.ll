; The module of linkage-variables.ll that uses `extern my_struct_t var;`.
%struct.my_struct_t = type { i32, i32 }

@var = external addrspace(1) global %struct.my_struct_t, align 4

define spir_kernel void @get(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(1) @var, align 4
  %p = getelementptr inbounds %struct.my_struct_t, ptr addrspace(1) @var, i64 0, i32 1
  %b = load i32, ptr addrspace(1) %p, align 4
  %m = mul i32 %a, 100
  %r = add i32 %m, %b
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
