; c[i] = a[i] + b[i], as Clang emits it for OpenCL C:
;   kernel void vadd(global const float *a, global const float *b,
;                    global float *c) {
;     size_t i = get_global_id(0);
;     c[i] = a[i] + b[i];
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spirv64"

define spir_kernel void @vadd(ptr addrspace(1) noundef readonly align 4 %a,
                              ptr addrspace(1) noundef readonly align 4 %b,
                              ptr addrspace(1) noundef writeonly align 4 %c) {
entry:
  %i = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %va = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  %vb = load float, ptr addrspace(1) %pb, align 4
  %sum = fadd float %va, %vb
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %i
  store float %sum, ptr addrspace(1) %pc, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32 noundef)
