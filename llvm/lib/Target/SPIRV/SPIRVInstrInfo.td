//===- SPIRVInstrInfo.td - SPIR-V instructions -------------*- tablegen -*-===//
//
// One target instruction per SPIR-V opcode, generated from the grammar
// (SPIRVGrammarInstrs.td). A selected instruction's explicit operands are, in
// order: the result id (if the opcode has one), then the SPIR-V operands
// after the result: ids as virtual registers, literals and enumerants as
// immediates. The result type is not an operand; it is kept per virtual
// register in SPIRVMachineFunctionInfo (see docs/Design.md).
//
//===----------------------------------------------------------------------===//

// Grammar classes whose instructions only compute a value.
defvar PureGrammarClasses = ["Arithmetic", "Bit", "Conversion", "Composite",
                             "Relational_and_Logical", "Constant-Creation",
                             "Type-Declaration"];

defvar BlockTerminators = ["OpBranch", "OpBranchConditional", "OpSwitch",
                            "OpReturn", "OpReturnValue", "OpUnreachable",
                            "OpKill", "OpTerminateInvocation"];

// Opcodes that call lowering emits before selection: their results are
// still generic virtual registers (a type, no register class), so the
// result operand names no class (the machine verifier, which the MIR parser
// runs on .mir input, would demand one). Selection gives every id its class.
defvar PreSelectionResults = ["OpFunctionParameter", "OpFunctionCall",
                              "OpCompositeInsert", "OpCompositeExtract",
                              "OpUndef"];

class SPIRVGrammarInst<int opcode, bit hasResult, bit hasResultType,
                       string grammarClass> : Instruction {
  let Namespace = "SPIRV";
  let OutOperandList =
      !if(hasResult,
          !if(!empty(!filter(n, PreSelectionResults, !eq(n, NAME))),
              (outs ID:$res), (outs unknown:$res)),
          (outs));
  let InOperandList = (ins variable_ops);
  let AsmString = "";
  let Size = 0;
  let hasSideEffects = !if(!not(!empty(!filter(c, PureGrammarClasses, !eq(c, grammarClass)))), 0, 1);
  let mayLoad = !eq(grammarClass, "Memory");
  let mayStore = !eq(grammarClass, "Memory");
  let isTerminator = !not(!empty(!filter(n, BlockTerminators, !eq(n, NAME))));
  let isBranch = !not(!empty(!filter(n, ["OpBranch", "OpBranchConditional", "OpSwitch"], !eq(n, NAME))));
  let isReturn = !not(!empty(!filter(n, ["OpReturn", "OpReturnValue"], !eq(n, NAME))));
  // Bits 0-15: the SPIR-V opcode; bit 16: the opcode has a result type.
  let TSFlags{15-0} = opcode;
  let TSFlags{16} = hasResultType;
}

include "SPIRVGrammarInstrs.td"

// Pseudo instructions used between instruction selection and emission.
class SPIRVPseudo<dag outs, dag ins> : Instruction {
  let Namespace = "SPIRV";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "";
  let isPseudo = 1;
  let hasSideEffects = 0;
  let Size = 0;
}

// The id of a module-level entity (global variable, function) used inside a
// function: $res names it; the operand is the GlobalValue.
def SPV_GLOBAL_REF : SPIRVPseudo<(outs ID:$res), (ins unknown:$gv)>;

// Target-independent pseudos with pointer operands take ids here too.
defm : RemapAllTargetPseudoPointerOperands<ID>;

// Target generic opcodes, which call lowering emits for builtins and access
// chains. The legalizer leaves them alone (but for G_SPIRV_EXTINST on a
// vector length SPIR-V lacks: legalizeExtInstVectors); selection turns each
// into the SPIR-V instruction it names. Their operands carry the SPIR-V types the
// instruction needs (call lowering sets them), so nothing reads the callee.
class SPIRVGenericInstruction : GenericInstruction {
  let Namespace = "SPIRV";
}

// OpExtInst of OpenCL.std: (result, instruction number, ids..., literals...).
// The math, common and integer functions compute a value; those with a
// pointer operand (vloadn, vstoren, fract, printf...) are G_SPIRV_EXTINST_MEM.
// The result of a store is void.
def G_SPIRV_EXTINST : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins untyped_imm_0:$instruction, variable_ops);
  let hasSideEffects = 0;
}
def G_SPIRV_EXTINST_MEM : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins untyped_imm_0:$instruction, variable_ops);
  let hasSideEffects = 1;
  let mayLoad = 1;
  let mayStore = 1;
}

// A core instruction with a result: (result, SPIRV:: opcode, operands...),
// one generic opcode per kind of effect, which the grammar class of the
// instruction decides (SPIRV::genericInstOpcode):
//  - G_SPIRV_INST computes a value (Arithmetic, Bit, Conversion, Composite,
//    Relational_and_Logical, Miscellaneous): removable when unused, free to
//    move;
//  - G_SPIRV_INST_MEM reads or writes memory (Memory, Atomic, Image and
//    every other class);
//  - G_SPIRV_INST_CONVERGENT runs among the invocations of a group (Group,
//    Non-Uniform, Barrier): it must not move across control flow either.
def G_SPIRV_INST : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins untyped_imm_0:$opcode, variable_ops);
  let hasSideEffects = 0;
}
def G_SPIRV_INST_MEM : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins untyped_imm_0:$opcode, variable_ops);
  let hasSideEffects = 1;
  let mayLoad = 1;
  let mayStore = 1;
}
def G_SPIRV_INST_CONVERGENT : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins untyped_imm_0:$opcode, variable_ops);
  let hasSideEffects = 1;
  let mayLoad = 1;
  let mayStore = 1;
  let isConvergent = 1;
}

// A vector whose every element is $scalar.
def G_SPIRV_SPLAT : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins type1:$scalar);
  let hasSideEffects = 0;
}

// A getelementptr: (result, type token, in-bounds flag, base, element,
// indices...). The token is the marker global whose value type is the
// source element type (SPIRVAccessChains).
def G_SPIRV_ACCESS_CHAIN : SPIRVGenericInstruction {
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins unknown:$token, untyped_imm_0:$inbounds, variable_ops);
  let hasSideEffects = 0;
}
