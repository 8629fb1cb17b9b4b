; float-controls2.ll: fast-math flags that the Kernel capability's
; FPFastMathMode bits say, and no more.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b) {
  %s = fmul nnan nsz float %a, %b
  store float %s, ptr addrspace(1) %out
  ret void
}
