; OpEnqueueKernel's Param Size and Param Align are those the block literal
; says it has (Clang's <{ i32 size, i32 align, invoke, captures... }>): the
; constant fields of a constant variable, or the constants a function
; stores into them (as an i32 each, or merged into one i64 by optimizers),
; also when the literal is at an offset inside a larger variable. Without
; constant fields they are those of the variable from the literal on. A
; literal at an offset that is not a constant is refused.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/main.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 %t/variable-offset.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFFSET
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: DeviceEnqueue

; CHECK-DAG: %[[#INT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I4:]] = OpConstant %[[#INT]] 4{{$}}
; CHECK-DAG: %[[#I8:]] = OpConstant %[[#INT]] 8{{$}}
; CHECK-DAG: %[[#I16:]] = OpConstant %[[#INT]] 16{{$}}
; CHECK-DAG: %[[#I24:]] = OpConstant %[[#INT]] 24{{$}}
; CHECK-DAG: %[[#I40:]] = OpConstant %[[#INT]] 40{{$}}
; CHECK-DAG: OpName %[[#INVOKE:]] "__k_block_invoke_kernel"
; The literal at offset 8 of a local struct of 32 bytes: its fields.
; CHECK: OpEnqueueKernel %[[#INT]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#INVOKE]] %[[#]] %[[#I24]] %[[#I8]]{{$}}
; The literal at offset 8 of a constant global of 24 bytes.
; CHECK: OpEnqueueKernel %[[#INT]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#INVOKE]] %[[#]] %[[#I16]] %[[#I4]]{{$}}
; Size and alignment stored as one i64 (24 | 8 << 32) at offset 16.
; CHECK: OpEnqueueKernel %[[#INT]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#INVOKE]] %[[#]] %[[#I24]] %[[#I8]]{{$}}
; A size that is not a constant: the 48-byte variable from offset 8 on,
; aligned as offset 8 of a 16-aligned variable is.
; CHECK: OpEnqueueKernel %[[#INT]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#INVOKE]] %[[#]] %[[#I40]] %[[#I8]]{{$}}

; OFFSET: error: __enqueue_kernel_basic of a block literal that is not at a constant offset in a variable of the module or the function is not supported (in function @k)

;--- main.ll
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }
%literal = type <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>

@outer = internal addrspace(1) constant { i64, { i32, i32, ptr addrspace(4) } } { i64 0, { i32, i32, ptr addrspace(4) } { i32 16, i32 4, ptr addrspace(4) null } }, align 8

define spir_kernel void @k(ptr addrspace(1) %a, i32 %n) {
  %nd = alloca %struct.ndrange_t, align 8
  %outer = alloca { i64, %literal }, align 8
  %merged = alloca { [2 x i64], %literal }, align 8
  %bytes = alloca [48 x i8], align 16
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)

  %lit = getelementptr inbounds { i64, %literal }, ptr %outer, i32 0, i32 1
  store i32 24, ptr %lit, align 8
  %align = getelementptr inbounds %literal, ptr %lit, i32 0, i32 1
  store i32 8, ptr %align, align 4
  %capture = getelementptr inbounds %literal, ptr %lit, i32 0, i32 3
  store ptr addrspace(1) %a, ptr %capture, align 8
  %lit.g = addrspacecast ptr %lit to ptr addrspace(4)
  %e1 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %lit.g)

  %e2 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @outer, i64 8) to ptr addrspace(4)))

  %lit.m = getelementptr inbounds i8, ptr %merged, i64 16
  store i64 34359738392, ptr %lit.m, align 8
  %capture.m = getelementptr inbounds i8, ptr %merged, i64 32
  store ptr addrspace(1) %a, ptr %capture.m, align 8
  %lit.mg = addrspacecast ptr %lit.m to ptr addrspace(4)
  %e3 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %lit.mg)

  %lit.b = getelementptr inbounds i8, ptr %bytes, i64 8
  store i32 %n, ptr %lit.b, align 8
  %align.b = getelementptr inbounds i8, ptr %bytes, i64 12
  store i32 8, ptr %align.b, align 4
  %capture.b = getelementptr inbounds i8, ptr %bytes, i64 24
  store ptr addrspace(1) %a, ptr %capture.b, align 8
  %lit.bg = addrspacecast ptr %lit.b to ptr addrspace(4)
  %e4 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %lit.bg)
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %literal) {
  %capture = getelementptr inbounds %literal, ptr addrspace(4) %literal, i32 0, i32 3
  %a = load ptr addrspace(1), ptr addrspace(4) %capture, align 8
  store i32 1, ptr addrspace(1) %a, align 4
  ret void
}

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t), i64)
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))

;--- variable-offset.ll
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }
%literal = type <{ i32, i32, ptr addrspace(4) }>

define spir_kernel void @k(i64 %i) {
  %nd = alloca %struct.ndrange_t, align 8
  %blocks = alloca [2 x %literal], align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %lit = getelementptr inbounds [2 x %literal], ptr %blocks, i64 0, i64 %i
  store i32 16, ptr %lit, align 8
  %lit.g = addrspacecast ptr %lit to ptr addrspace(4)
  %e = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %lit.g)
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %literal) {
  ret void
}

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t), i64)
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
