; A function that calls __sycl_group_local_memory and itself: the device
; link cannot inline it into its kernel (group-local-memory-errors.test).
target triple = "spirv64-unknown-unknown"

declare ptr addrspace(3) @__sycl_group_local_memory(i64, i64)

define internal void @helper(i32 %n) {
entry:
  %p = call ptr addrspace(3) @__sycl_group_local_memory(i64 64, i64 4)
  store i32 %n, ptr addrspace(3) %p
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i32 %n, 1
  call void @helper(i32 %m)
  br label %exit
exit:
  ret void
}

define spir_kernel void @k() {
  call void @helper(i32 3)
  ret void
}
