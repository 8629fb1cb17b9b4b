//===- SPIRVDecorationMetadata.h - Decorations given in IR metadata -*- C++ -*-===//
//
// The translator's convention for decorating through metadata:
// `!spirv.Decorations` on a global variable (or instruction) names a
// decoration-list, `!spirv.ParameterDecorations` on a function names one
// decoration-list per argument. A decoration-list holds decoration-nodes
// `!{i32 <Decoration>, <extra operands>...}` whose extra operands are integer,
// float or string literals. The grammar tells how each extra operand is encoded.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVDECORATIONMETADATA_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVDECORATIONMETADATA_H

#include "llvm/ADT/SmallVector.h"
#include <string>

namespace llvm {
class MDNode;
class Type;

/// One decoration: the Decoration enumerant followed by its encoded extra
/// operands (the words of an OpDecorate after the target id).
using SPIRVDecorationWords = SmallVector<uint32_t, 4>;

/// Encodes the decoration-list \p List. Returns false and sets \p What to a
/// description of the first decoration-node that cannot be encoded (unknown
/// decoration, wrong operand count or kind, id operands) otherwise.
bool decodeDecorationList(const MDNode *List,
                          SmallVectorImpl<SPIRVDecorationWords> &Out,
                          std::string &What);

/// The objects decoration metadata decorates.
enum class DecorationTarget { Parameter, Function, GlobalVariable };

/// Why an object of kind \p Target (of IR type \p Ty; null for a function)
/// cannot carry \p Decoration: the validation rules on decoration targets
/// that the grammar does not encode and SPIRV-Tools 2025.5 applies.
/// Empty when it can.
std::string decorationTargetProblem(uint32_t Decoration, DecorationTarget Target,
                                    Type *Ty);

/// Whether \p Decoration is a cache control, which an id may have once per
/// cache level (SPV_INTEL_cache_controls).
bool isCacheControl(uint32_t Decoration);

} // namespace llvm

#endif
