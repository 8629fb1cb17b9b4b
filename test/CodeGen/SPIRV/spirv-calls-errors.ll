; A misused __spirv_<Instruction> call names the operand that is wrong and
; what it must be; an instruction a call cannot stand for, or one the Kernel
; environment does not have, is not supported.
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s

; CHECK-DAG: error: __spirv_FMod: operand 2 (IdRef) must be given (the call has 1) (in function @count)
; CHECK-DAG: error: __spirv_FMod: operand 3 must be left out (OpFMod has 2 operands here) (in function @extra)
; CHECK-DAG: error: __spirv_FMod: operand 2 (IdRef) must be of the result's type (in function @type)
; CHECK-DAG: error: __spirv_FMod: the result must be a float or a vector of floats (in function @result)
; CHECK-DAG: error: __spirv_AtomicIAdd: operand 2 (IdScope) must be a constant i32 (in function @scope)
; CHECK-DAG: error: __spirv_AtomicIAdd: operand 2 (IdScope) must be CrossDevice, Device, Workgroup, Subgroup or Invocation (in function @scope_value)
; CHECK-DAG: error: __spirv_AtomicLoad: operand 3 (IdMemorySemantics) must be semantics without Release or AcquireRelease (in function @load_release)
; CHECK-DAG: error: __spirv_CompositeExtract: operand 2 (LiteralInteger) must be a constant i32 (in function @literal)
; CHECK-DAG: error: __spirv_Load: operand 2 (MemoryAccess) must be a constant i32 mask of MemoryAccess the Kernel environment has (in function @mask)
; CHECK-DAG: error: __spirv_IsNan: operand 1 (IdRef) must be a float with the result's number of elements (in function @isnan)
; CHECK-DAG: error: __spirv_FAdd_rte: _sat and _rt* postfixes decorate conversions, and OpFAdd is not one (in function @postfix)
; CHECK-DAG: error: __spirv_Store: the result must be void (OpStore has none) (in function @store)
; CHECK-DAG: error: builtin __spirv_Label (OpLabel is not an instruction a call can stand for) is not supported (in function @label)
; CHECK-DAG: error: builtin __spirv_Kill (OpKill needs Shader, which the Kernel environment does not have) is not supported (in function @kill)
; Another spelling the grammar gives an instruction names it too
; (OpDemoteToHelperInvocationEXT is OpDemoteToHelperInvocation).
; CHECK-DAG: error: builtin __spirv_DemoteToHelperInvocationEXT (OpDemoteToHelperInvocation needs DemoteToHelperInvocation, which the Kernel environment does not have) is not supported (in function @alias)

target triple = "spirv64-unknown-unknown"

define spir_func float @count(float %f) {
  %r = call spir_func float @_Z12__spirv_FModf(float %f)
  ret float %r
}
define spir_func float @extra(float %f) {
  %r = call spir_func float @_Z12__spirv_FModfff(float %f, float %f, float %f)
  ret float %r
}
define spir_func float @type(float %f, double %d) {
  %r = call spir_func float @_Z12__spirv_FModfd(float %f, double %d)
  ret float %r
}
define spir_func i32 @result(i32 %i) {
  %r = call spir_func i32 @_Z12__spirv_FModii(i32 %i, i32 %i)
  ret i32 %r
}
define spir_func i32 @scope(ptr addrspace(1) %p, i64 %s) {
  %r = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1ilii(ptr addrspace(1) %p, i64 %s, i32 0, i32 1)
  ret i32 %r
}
define spir_func i32 @scope_value(ptr addrspace(1) %p) {
  %r = call spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1) %p, i32 7, i32 0, i32 1)
  ret i32 %r
}
define spir_func i32 @load_release(ptr addrspace(1) %p) {
  %r = call spir_func i32 @__spirv_AtomicLoad(ptr addrspace(1) %p, i32 1, i32 4)
  ret i32 %r
}
define spir_func float @literal(<4 x float> %v, i32 %i) {
  %r = call spir_func float @__spirv_CompositeExtract(<4 x float> %v, i32 %i)
  ret float %r
}
define spir_func i32 @mask(ptr addrspace(1) %p) {
  %r = call spir_func i32 @__spirv_Load(ptr addrspace(1) %p, i32 1024)
  ret i32 %r
}
define spir_func i1 @isnan(i32 %i) {
  %r = call spir_func i1 @__spirv_IsNan(i32 %i)
  ret i1 %r
}
define spir_func float @postfix(float %f) {
  %r = call spir_func float @__spirv_FAdd_rte(float %f, float %f)
  ret float %r
}
define spir_func i32 @store(ptr addrspace(1) %p) {
  %r = call spir_func i32 @__spirv_Store(ptr addrspace(1) %p, i32 1)
  ret i32 %r
}
define spir_func void @label() {
  %r = call spir_func i32 @__spirv_Label()
  ret void
}
define spir_func void @kill() {
  call spir_func void @__spirv_Kill()
  ret void
}

declare spir_func float @_Z12__spirv_FModf(float)
declare spir_func float @_Z12__spirv_FModfff(float, float, float)
declare spir_func float @_Z12__spirv_FModfd(float, double)
declare spir_func i32 @_Z12__spirv_FModii(i32, i32)
declare spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1ilii(ptr addrspace(1), i64, i32, i32)
declare spir_func i32 @__spirv_AtomicLoad(ptr addrspace(1), i32, i32)
declare spir_func float @__spirv_CompositeExtract(<4 x float>, i32)
declare spir_func i32 @__spirv_Load(ptr addrspace(1), i32)
declare spir_func i1 @__spirv_IsNan(i32)
declare spir_func float @__spirv_FAdd_rte(float, float)
declare spir_func i32 @__spirv_Store(ptr addrspace(1), i32)
declare spir_func i32 @__spirv_Label()
declare spir_func void @__spirv_Kill()
define spir_func void @alias() {
  call spir_func void @_Z35__spirv_DemoteToHelperInvocationEXTv()
  ret void
}
declare spir_func void @_Z35__spirv_DemoteToHelperInvocationEXTv()
