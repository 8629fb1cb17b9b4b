; spirv-legacy-handles: images, samplers and events that older IR passes as
; pointers to opaque structs (opaque pointers make them `ptr addrspace(1)` /
; `ptr addrspace(2)` / `ptr`), or SPIR 1.2's i32 samplers, get their target
; types:
; - from kernel argument metadata (type and access qualifier), from the
;   mangled parameter types of the builtins they reach, from the results of
;   __translate_sampler_initializer and the async copies, and from the
;   alloca wait_group_events gets the address of;
; - together with what they flow through: an alloca and its loads (-O0
;   spills), a helper's parameter and its callers' operands, a returned
;   value and the call results, phis;
; - a builtin mangled without access (11ocl_image2d) takes the name with the
;   access of the image it gets; a constant i32 passed as a sampler is a
;   literal sampler, a null pointer passed as an event the null event.
; Values also used in other ways, or said to be two different things, stay
; as they are and their builtins are refused as before. Every module the
; whole pipeline writes is valid and read back.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-legacy-handles %t/spir12.ll -o - | FileCheck %s --check-prefix=IR12
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/spir12.ll -o %t.12.spv
; RUN: %spirv-val %t.12.spv
; RUN: %spirv-dis %t.12.spv | FileCheck %s --check-prefix=SPV12
; RUN: %llvm-spirv -r %t.12.spv -o %t.12.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.12.spv -o %t.12.r2.bc %}
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-legacy-handles %t/spir20.ll -o - | FileCheck %s --check-prefix=IR20
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/spir20.ll -o %t.20.spv
; RUN: %spirv-val %t.20.spv
; RUN: %spirv-dis %t.20.spv | FileCheck %s --check-prefix=SPV20
; RUN: %llvm-spirv -r %t.20.spv -o %t.20.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.20.spv -o %t.20.r2.bc %}
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-legacy-handles %t/events.ll -o - | FileCheck %s --check-prefix=IREV
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/events.ll -o %t.ev.spv
; RUN: %spirv-val %t.ev.spv
; RUN: %spirv-dis %t.ev.spv | FileCheck %s --check-prefix=SPVEV
; RUN: %llvm-spirv -r %t.ev.spv -o %t.ev.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.ev.spv -o %t.ev.r2.bc %}
; RUN: rm -f %t.err.out
; RUN: not %llc -mtriple=spirv64 %t/errors.ll -o %t.err.out 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not ls %t.err.out

;--- spir12.ll
; SPIR 1.2: access only in the metadata, i32 samplers (a parameter and a
; literal).
; IR12-LABEL: define spir_kernel void @copy(
; IR12-SAME: target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, target("spirv.Sampler") %smp)
; IR12: %[[LIT:[0-9]+]] = call target("spirv.Sampler") @__translate_sampler_initializer(i32 20)
; IR12: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %[[LIT]], <2 x i32> %c)
; IR12: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %smp, <2 x i32> %c)
; IR12: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %c, <4 x float> %s)
; IR12-NOT: declare {{.*}}11ocl_image2d{{[^_]}}
; SPV12-DAG: [[RO:%[0-9A-Za-z_]+]] = OpTypeImage %void 2D 0 0 0 0 Unknown ReadOnly
; SPV12-DAG: [[WO:%[0-9A-Za-z_]+]] = OpTypeImage %void 2D 0 0 0 0 Unknown WriteOnly
; SPV12-DAG: [[SMP:%[0-9A-Za-z_]+]] = OpTypeSampler
; SPV12-DAG: OpConstantSampler [[SMP]] Clamp 0 Nearest
; SPV12: OpFunctionParameter [[RO]]
; SPV12-NEXT: OpFunctionParameter [[WO]]
; SPV12-NEXT: OpFunctionParameter [[SMP]]
; SPV12-COUNT-2: OpImageSampleExplicitLod
; SPV12: OpImageWrite
target triple = "spir64-unknown-unknown"

define spir_kernel void @copy(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %smp) !kernel_arg_access_qual !0 !kernel_arg_type !1 {
  %x = call spir_func i64 @_Z13get_global_idj(i32 0)
  %x32 = trunc i64 %x to i32
  %c = insertelement <2 x i32> zeroinitializer, i32 %x32, i32 0
  %a = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %src, i32 20, <2 x i32> %c)
  %b = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %src, i32 %smp, <2 x i32> %c)
  %s = fadd <4 x float> %a, %b
  call spir_func void @_Z12write_imagef11ocl_image2dDv2_iDv4_f(ptr addrspace(1) %dst, <2 x i32> %c, <4 x float> %s)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1), i32, <2 x i32>)
declare spir_func void @_Z12write_imagef11ocl_image2dDv2_iDv4_f(ptr addrspace(1), <2 x i32>, <4 x float>)

!0 = !{!"read_only", !"write_only", !"none"}
!1 = !{!"image2d_t", !"image2d_t", !"sampler_t"}

;--- spir20.ll
; Access in the mangled names, clang -O0 spills, a helper that takes an
; image and returns one (through a phi), an image parameter nothing uses
; (only its metadata says what it is), samplers from
; __translate_sampler_initializer.
; IR20-LABEL: define spir_func target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) @pick(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %a, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %b, i1 %c)
; IR20: phi target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0)
; IR20-LABEL: define spir_kernel void @k(
; IR20-SAME: target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %unused, ptr addrspace(1) %out)
; IR20: %img.addr = alloca target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0)
; IR20: store target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img, ptr %img.addr
; IR20: %smp = call target("spirv.Sampler") @__translate_sampler_initializer(i32 22)
; IR20: %p = call spir_func target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) @pick(
; IR20: call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %p)
; SPV20-DAG: [[ARR:%[0-9A-Za-z_]+]] = OpTypeImage %void 1D 0 1 0 0 Unknown ReadOnly
; SPV20-DAG: OpTypeImage %void 3D 0 0 0 0 Unknown ReadWrite
; SPV20-DAG: OpConstantSampler %{{.*}} Repeat 0 Nearest
; SPV20-DAG: OpTypePointer Function [[ARR]]
; SPV20: OpImageQuerySizeLod
; SPV20: OpSampledImage
target triple = "spir64-unknown-unknown"

define spir_func ptr addrspace(1) @pick(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) {
entry:
  br i1 %c, label %yes, label %join
yes:
  br label %join
join:
  %r = phi ptr addrspace(1) [ %a, %yes ], [ %b, %entry ]
  ret ptr addrspace(1) %r
}

define spir_kernel void @k(ptr addrspace(1) %img, ptr addrspace(1) %unused, ptr addrspace(1) %out) !kernel_arg_access_qual !0 !kernel_arg_base_type !1 {
entry:
  %img.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %img, ptr %img.addr, align 8
  %smp = call ptr addrspace(2) @__translate_sampler_initializer(i32 22)
  %l = load ptr addrspace(1), ptr %img.addr, align 8
  %p = call spir_func ptr addrspace(1) @pick(ptr addrspace(1) %l, ptr addrspace(1) %l, i1 true)
  %w = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1) %p)
  %v = call spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_ro11ocl_samplerDv2_f(ptr addrspace(1) %l, ptr addrspace(2) %smp, <2 x float> zeroinitializer)
  %e = extractelement <4 x float> %v, i32 0
  %f = fptosi float %e to i32
  %s = add i32 %w, %f
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr addrspace(2) @__translate_sampler_initializer(i32)
declare spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1))
declare spir_func <4 x float> @_Z11read_imagef20ocl_image1d_array_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float>)

!0 = !{!"read_only", !"read_write", !"none"}
!1 = !{!"image1d_array_t", !"image3d_t", !"int*"}

;--- events.ll
; Events as pointers: the async copy's result (which the mangling does not
; give), a null pointer as "no event", and the alloca whose address
; wait_group_events gets. The old mangler writes const before the address
; space (PKU3AS3S_: a pointer to const local char2).
; IREV: %ev = alloca target("spirv.Event")
; IREV: %e = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_cPKU3AS1S_j9ocl_event(ptr addrspace(3) %tmp, ptr addrspace(1) %src, i32 16, target("spirv.Event") zeroinitializer)
; IREV: store target("spirv.Event") %e, ptr %ev
; IREV: call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %list)
; SPVEV-DAG: [[EV:%[0-9A-Za-z_]+]] = OpTypeEvent
; SPVEV-DAG: OpConstantNull [[EV]]
; SPVEV: OpGroupAsyncCopy [[EV]]
; SPVEV: OpGroupWaitEvents
target triple = "spir64-unknown-unknown"

define spir_kernel void @copy(ptr addrspace(1) %src, ptr addrspace(3) %tmp, ptr addrspace(1) %dst) {
entry:
  %ev = alloca ptr, align 8
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3Dv2_cPKU3AS1S_j9ocl_event(ptr addrspace(3) %tmp, ptr addrspace(1) %src, i32 16, ptr null)
  store ptr %e, ptr %ev, align 8
  %list = addrspacecast ptr %ev to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %list)
  %v = load <2 x i8>, ptr addrspace(3) %tmp, align 2
  store <2 x i8> %v, ptr addrspace(1) %dst, align 2
  ret void
}

declare spir_func ptr @_Z21async_work_group_copyPU3AS3Dv2_cPKU3AS1S_j9ocl_event(ptr addrspace(3), ptr addrspace(1), i32, ptr)
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))

;--- errors.ll
; An image pointer also read as memory, one that the metadata says is
; write-only while the builtin says read-only, and a helper's image
; parameter that one caller passes null: all stay pointers.
; ERR: error: builtin get_image_width with this signature (@_Z15get_image_width14ocl_image2d_ro) is not supported (in function @mem)
; ERR: error: builtin get_image_height with this signature (@_Z16get_image_height14ocl_image2d_ro) is not supported (in function @conflict)
; ERR: error: builtin get_image_depth with this signature (@_Z15get_image_depth14ocl_image3d_ro) is not supported (in function @depth)
target triple = "spir64-unknown-unknown"

define spir_kernel void @mem(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %w = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %img)
  %raw = load i32, ptr addrspace(1) %img, align 4
  %s = add i32 %w, %raw
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @conflict(ptr addrspace(1) %img, ptr addrspace(1) %out) !kernel_arg_access_qual !0 !kernel_arg_type !1 {
  %h = call spir_func i32 @_Z16get_image_height14ocl_image2d_ro(ptr addrspace(1) %img)
  store i32 %h, ptr addrspace(1) %out, align 4
  ret void
}

define spir_func i32 @depth(ptr addrspace(1) %img) {
  %d = call spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(ptr addrspace(1) %img)
  ret i32 %d
}

define spir_kernel void @null(ptr addrspace(1) %img, ptr addrspace(1) %out) {
  %a = call spir_func i32 @depth(ptr addrspace(1) %img)
  %b = call spir_func i32 @depth(ptr addrspace(1) null)
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1))
declare spir_func i32 @_Z16get_image_height14ocl_image2d_ro(ptr addrspace(1))
declare spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(ptr addrspace(1))

!0 = !{!"write_only", !"none"}
!1 = !{!"image2d_t", !"int*"}
