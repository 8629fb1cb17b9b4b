//===- SPIRVRegisterInfo.td - SPIR-V register description --*- tablegen -*-===//
//
// SPIR-V is in SSA form with unlimited ids, so values stay in virtual
// registers until the module is written; no register allocation happens.
// One register class (and one physical register, which TableGen requires)
// describes "a SPIR-V id".
//
//===----------------------------------------------------------------------===//

let Namespace = "SPIRV" in {
  def ID0 : Register<"id">;
  def ID : RegisterClass<"SPIRV", [i64, i32, i16, i8, i1, f64, f32, f16], 64,
                         (add ID0)>;
}
