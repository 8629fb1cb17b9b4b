; The translator's spelling of the vector data functions passes vloadn's n
; as the last argument (__spirv_ocl_vloadn__R<type>(offset, p, n)): a
; constant, written as OpenCL.std's literal. No extended instruction takes
; bfloat (SPV_KHR_bfloat16; SPIRV-Tools 2025.5: "ExtInst doesn't support
; BFloat16 type"), so vloadn and vstoren on bfloat move the bits as ushort
; and OpBitcast them from and to bfloat. No reader knows SPV_KHR_bfloat16.
; REQUIRES: spirv-tools-2025
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/float.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/float.ll -o %t.float.spv
; RUN: %spirv-val %t.float.spv
; RUN: %llvm-spirv -r %t.float.spv -o %t.float.bc
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/bfloat.ll -o - | FileCheck %s --check-prefix=BFLOAT
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 -filetype=obj %t/bfloat.ll -o %t.bfloat.spv
; RUN: %spirv-val %t.bfloat.spv

; FLOAT-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; FLOAT-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; FLOAT-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
; FLOAT: [[O:%[0-9]+]] = OpFunctionParameter
; FLOAT: [[P:%[0-9]+]] = OpFunctionParameter
; FLOAT: OpExtInst [[F4]] [[CL]] vloadn [[O]] [[P]] 4

; BFLOAT-DAG: OpCapability BFloat16TypeKHR
; BFLOAT-DAG: OpCapability Int16
; BFLOAT-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; BFLOAT-DAG: [[BF:%[0-9]+]] = OpTypeFloat 16 BFloat16KHR
; BFLOAT-DAG: [[BF2:%[0-9]+]] = OpTypeVector [[BF]] 2
; BFLOAT-DAG: [[U16:%[0-9]+]] = OpTypeInt 16 0
; BFLOAT-DAG: [[U2:%[0-9]+]] = OpTypeVector [[U16]] 2
; BFLOAT-DAG: [[PU:%[0-9]+]] = OpTypePointer CrossWorkgroup [[U16]]
; BFLOAT: OpFunction [[BF2]]
; BFLOAT: [[O:%[0-9]+]] = OpFunctionParameter
; BFLOAT: [[P:%[0-9]+]] = OpFunctionParameter
; BFLOAT: [[PC:%[0-9]+]] = OpBitcast [[PU]] [[P]]
; BFLOAT: [[L:%[0-9]+]] = OpExtInst [[U2]] [[CL]] vloadn [[O]] [[PC]] 2
; BFLOAT: [[R:%[0-9]+]] = OpBitcast [[BF2]] [[L]]
; BFLOAT: OpReturnValue [[R]]
; BFLOAT: [[D:%[0-9]+]] = OpFunctionParameter [[BF2]]
; BFLOAT: [[DC:%[0-9]+]] = OpBitcast [[U2]] [[D]]
; BFLOAT: OpExtInst {{%[0-9]+}} [[CL]] vstoren [[DC]]
; BFLOAT: OpExtInst [[U2]] [[CL]] vloadn {{%[0-9]+}} {{%[0-9]+}} 2

;--- float.ll
define spir_func <4 x float> @load4(i64 %offset, ptr addrspace(1) %p) {
  %r = call spir_func <4 x float> @_Z27__spirv_ocl_vloadn__Rfloat4mPU3AS1fi(i64 %offset, ptr addrspace(1) %p, i32 4)
  ret <4 x float> %r
}
declare spir_func <4 x float> @_Z27__spirv_ocl_vloadn__Rfloat4mPU3AS1fi(i64, ptr addrspace(1), i32)

;--- bfloat.ll
define spir_func <2 x bfloat> @load2(i64 %offset, ptr addrspace(1) %p) {
  %r = call spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn__RDF16blPU3AS1DF16bi(i64 %offset, ptr addrspace(1) %p, i32 2)
  ret <2 x bfloat> %r
}

define spir_func void @store2(<2 x bfloat> %data, i64 %offset, ptr addrspace(1) %p) {
  call spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16blPU3AS1DF16b(<2 x bfloat> %data, i64 %offset, ptr addrspace(1) %p)
  ret void
}

; OpenCL C's vload2 on bfloat.
define spir_func <2 x bfloat> @cload2(i64 %offset, ptr addrspace(1) %p) {
  %r = call spir_func <2 x bfloat> @_Z6vload2mPU3AS1KDF16b(i64 %offset, ptr addrspace(1) %p)
  ret <2 x bfloat> %r
}

declare spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn__RDF16blPU3AS1DF16bi(i64, ptr addrspace(1), i32)
declare spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16blPU3AS1DF16b(<2 x bfloat>, i64, ptr addrspace(1))
declare spir_func <2 x bfloat> @_Z6vload2mPU3AS1KDF16b(i64, ptr addrspace(1))
