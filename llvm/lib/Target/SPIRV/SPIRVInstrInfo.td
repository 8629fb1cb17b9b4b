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

class SPIRVGrammarInst<int opcode, bit hasResult, bit hasResultType,
                       string grammarClass> : Instruction {
  let Namespace = "SPIRV";
  let OutOperandList = !if(hasResult, (outs ID:$res), (outs));
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
