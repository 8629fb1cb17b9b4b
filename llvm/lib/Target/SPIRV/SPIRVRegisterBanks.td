//===- SPIRVRegisterBanks.td - SPIR-V register banks -------*- tablegen -*-===//
//
// Every SPIR-V value is an id; a single bank covers them all.
//
//===----------------------------------------------------------------------===//

def IDRegBank : RegisterBank<"IDBank", [ID]>;
