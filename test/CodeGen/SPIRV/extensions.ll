; --spirv-ext: the extensions a module may use. By default those every
; Level-Zero environment with float atomics accepts (SPV_INTEL_subgroups,
; SPV_EXT_shader_atomic_float_add); +SPV_X allows, -SPV_X forbids, 'all'
; allows every extension the grammar names, applied left to right. Content
; that needs a forbidden extension is an error, like content above the
; version cap.
; The 2022 GPU compiler has no half-precision atomic add
; (SPV_EXT_shader_atomic_float16_add), which this test enables on purpose:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_EXT_shader_atomic_float16_add
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/fadd.ll -o - | FileCheck %s --check-prefix=DEFAULT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=-SPV_EXT_shader_atomic_float_add %t/fadd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFADD
; RUN: %llc -mtriple=spirv64 --spirv-ext=-SPV_EXT_shader_atomic_float_add,all %t/fadd.ll -o - | FileCheck %s --check-prefix=DEFAULT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=all,-SPV_EXT_shader_atomic_float_add %t/fadd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFADD

; DEFAULT: OpCapability AtomicFloat32AddEXT
; DEFAULT: OpExtension "SPV_EXT_shader_atomic_float_add"
; NOFADD: error: atomicrmw fadd on float without SPV_EXT_shader_atomic_float_add is not supported (in function @f)

; The half form needs SPV_EXT_shader_atomic_float16_add, not allowed by
; default (the Khronos reader does not know it).
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float16_add %t/fadd-half.ll -o - | FileCheck %s --check-prefix=HALF
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float16_add -filetype=obj %t/fadd-half.ll -o %t.half.spv
; RUN: %spirv-val %t.half.spv
; HALF: OpCapability AtomicFloat16AddEXT
; HALF: OpExtension "SPV_EXT_shader_atomic_float16_add"
; HALF: OpAtomicFAddEXT

; A decoration given through metadata that only an extension provides.
; RUN: not %llc -mtriple=spirv64 %t/decoration.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DECO
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_GOOGLE_user_type %t/decoration.ll -o - | FileCheck %s --check-prefix=DECOOK
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_GOOGLE_user_type -filetype=obj %t/decoration.ll -o %t.deco.spv
; RUN: %spirv-val %t.deco.spv
; DECO: error: Decoration UserTypeGOOGLE needs the extension SPV_GOOGLE_user_type, which is not enabled (--spirv-ext)
; DECOOK: OpExtension "SPV_GOOGLE_user_type"
; DECOOK: OpDecorate {{%[0-9]+}} UserTypeGOOGLE "pos"

; Errors in the option itself.
; RUN: not %llc -mtriple=spirv64 --spirv-ext=SPV_INTEL_subgroups %t/fadd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORM
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups,+subgroups %t/fadd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORM2
; RUN: not %llc -mtriple=spirv64 -spirv-max-version=1.x %t/fadd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERSION
; FORM: error: invalid --spirv-ext item 'SPV_INTEL_subgroups': expected +SPV_..., -SPV_... or all
; FORM-NOT: LLVM ERROR
; FORM2: error: invalid --spirv-ext item '+subgroups': expected +SPV_..., -SPV_... or all
; VERSION: error: invalid -spirv-max-version '1.x': expected 1.N
; VERSION-NOT: LLVM ERROR
; Forbidding an extension the grammar does not describe changes nothing;
; allowing one is a warning (the translator's RUN lines name extensions
; such as SPV_KHR_abort beside those a module uses): the module is written
; without it, and content that would need it is refused by name.
; RUN: %llc -mtriple=spirv64 --spirv-ext=-SPV_NOT_AN_EXTENSION %t/fadd.ll -o - | FileCheck %s --check-prefix=DEFAULT
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_NOT_AN_EXTENSION,+SPV_KHR_abort -filetype=obj %t/fadd.ll -o %t.unknown.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN --implicit-check-not=error
; RUN: %spirv-val %t.unknown.spv
; RUN: %spirv-dis %t.unknown.spv | FileCheck %s --check-prefix=DEFAULT --implicit-check-not=SPV_KHR_abort --implicit-check-not=SPV_NOT_AN
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_abort %t/abort.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABORT
; UNKNOWN: warning: extension SPV_NOT_AN_EXTENSION is not supported (--spirv-ext): the SPIR-V grammar the target is built from does not describe it, so the module will not use it
; UNKNOWN: warning: extension SPV_KHR_abort is not supported (--spirv-ext)
; ABORT: warning: extension SPV_KHR_abort is not supported (--spirv-ext)
; An extension whose capabilities all need Shader (graphics content, which
; the Kernel environment does not have) is a warning too, and not allowed.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_ray_query,+SPV_EXT_mesh_shader,+SPV_KHR_bfloat16 %t/fadd.ll -o - 2>&1 | FileCheck %s --check-prefix=SHADER
; SHADER: warning: extension SPV_KHR_ray_query is not supported (--spirv-ext): its capabilities (RayQueryProvisionalKHR, RayQueryKHR, RayTraversalPrimitiveCullingKHR) need Shader, which the Kernel environment of the Level-Zero SPIR-V environment specification does not have
; SHADER: warning: extension SPV_EXT_mesh_shader is not supported (--spirv-ext): its capabilities (MeshShadingEXT) need Shader
; SHADER-NOT: warning: extension SPV_KHR_bfloat16
; SHADER: OpCapability Kernel
; ABORT: error: builtin __spirv_AbortKHR is not supported (in function @f)
; Extensions whose grammar entries do not tie them to Shader but that no
; kernel content can need, each with its reason (graphics stages, the
; Vulkan memory model, content SPIRV-Tools 2025.5 rejects).
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_post_depth_coverage,+SPV_KHR_fragment_shader_barycentric,+SPV_KHR_maximal_reconvergence,+SPV_EXT_descriptor_indexing,+SPV_KHR_16bit_storage,+SPV_KHR_vulkan_memory_model,+SPV_ALTERA_blocking_pipes,+SPV_ALTERA_arbitrary_precision_integers,+SPV_INTEL_memory_access_aliasing %t/fadd.ll -o - 2>&1 | FileCheck %s --check-prefix=KERNEL
; KERNEL: warning: extension SPV_KHR_post_depth_coverage is not supported (--spirv-ext): its execution mode PostDepthCoverage is for the Fragment execution model, which the Kernel environment does not have
; KERNEL: warning: extension SPV_KHR_fragment_shader_barycentric is not supported (--spirv-ext): its built-ins BaryCoordKHR and BaryCoordNoPerspKHR and its decoration PerVertexKHR are for the Fragment execution model
; KERNEL: warning: extension SPV_KHR_maximal_reconvergence is not supported (--spirv-ext): its one execution mode, MaximallyReconvergesKHR, needs Shader
; KERNEL: warning: extension SPV_EXT_descriptor_indexing is not supported (--spirv-ext): its capabilities index arrays of descriptors
; KERNEL: warning: extension SPV_KHR_16bit_storage is not supported (--spirv-ext): its capabilities allow 16-bit values in the StorageBuffer, Uniform, PushConstant, Input and Output storage classes, which need Shader
; KERNEL: warning: extension SPV_KHR_vulkan_memory_model is not supported (--spirv-ext): the Level-Zero SPIR-V environment specification requires the OpenCL memory model
; KERNEL: warning: extension SPV_ALTERA_arbitrary_precision_integers is not supported (--spirv-ext): its integer widths other than 8, 16, 32 and 64 are invalid to SPIRV-Tools 2025.5's validator
; KERNEL: warning: extension SPV_INTEL_memory_access_aliasing is not supported (--spirv-ext): SPIRV-Tools 2025.5's validator rejects its declarations OpAliasDomainDeclINTEL, OpAliasScopeDeclINTEL and OpAliasScopeListDeclINTEL at module scope ("must appear in a block")
; KERNEL: OpCapability Kernel
; KERNEL-NOT: OpExtension "SPV_KHR
; KERNEL-NOT: OpExtension "SPV_ALTERA
; KERNEL-NOT: OpExtension "SPV_INTEL_memory

;--- fadd.ll
define spir_kernel void @f(ptr addrspace(1) %p) {
  %a = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope("device") monotonic, align 4
  ret void
}

;--- fadd-half.ll
define spir_kernel void @f(ptr addrspace(1) %p) {
  %a = atomicrmw fadd ptr addrspace(1) %p, half 1.0 syncscope("device") monotonic, align 2
  ret void
}

;--- decoration.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
define spir_kernel void @f(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %p
  ret void
}
!0 = !{!1}
!1 = !{i32 5636, !"pos"}

;--- abort.ll
define spir_kernel void @f(i32 %code) {
  call spir_func void @_Z16__spirv_AbortKHRi(i32 %code)
  unreachable
}
declare spir_func void @_Z16__spirv_AbortKHRi(i32)
