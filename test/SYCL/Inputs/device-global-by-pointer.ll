; A device_global's access whose variable the device link cannot see: the
; pointer comes from a parameter (device-global.cpp).
target triple = "spirv64-unknown-unknown"

declare ptr addrspace(4) @__sycl_device_global_ptr(ptr addrspace(4))

define void @helper(ptr addrspace(4) %dg) {
  %p = call ptr addrspace(4) @__sycl_device_global_ptr(ptr addrspace(4) %dg)
  store i32 1, ptr addrspace(4) %p
  ret void
}
