//===- SPIRVLegacyHandles.cpp - OpenCL handles passed as pointers ---------===//
//
// IR written before target extension types (SPIR 1.2 / 2.0 producers, the
// translator's older test inputs) passes images, samplers and events as
// pointers to opaque structs (%opencl.image2d_ro_t addrspace(1)*), which
// opaque pointers turn into a plain `ptr`; SPIR 1.2 passes samplers as i32. The rest of the target knows these values only as
// target("spirv.Image", ...), target("spirv.Sampler") and
// target("spirv.Event") (docs/Design.md, "OpenCL's opaque types"), so this
// pass gives them those types:
//  - what says a value is a handle: the mangled parameter type of the
//    declaration it is passed to (14ocl_image2d_ro, 11ocl_sampler,
//    9ocl_event), the kernel argument metadata of a kernel parameter
//    (kernel_arg_base_type "image2d_t" with kernel_arg_access_qual
//    "read_only"), the results of __translate_sampler_initializer and of
//    the async copies, and the alloca whose address wait_group_events gets
//    (one event);
//  - which values must change together: a value and the parameter of the
//    defined function it is passed to, a function's returned values and
//    its call results, the incoming values of a phi or select and its
//    result, the values stored to an alloca and loaded from it. These form
//    classes; a class is retyped only if every member is used in these ways
//    only and all it is said to be agrees. Any other class stays as it is,
//    and the builtin it reaches reports its signature as before;
//  - a builtin mangled with an image type without access qualifier (SPIR
//    1.2's 11ocl_image2d) is called under the name with the access of the
//    image passed (14ocl_image2d_ro), read-only when nothing says it (the
//    default of OpenCL C); a constant i32 passed as a sampler is a literal
//    sampler, a call of __translate_sampler_initializer, and a null pointer
//    passed as an event the null event.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVDemangler.h"
#include "SPIRVTypeUtils.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-legacy-handles"

namespace {

/// What the evidence says one handle is. Images whose access nobody gave
/// have Access unknown until the class is complete.
struct HandleKind {
  enum : uint8_t { Image, Sampler, Event, SampledImage } Kind = Image;
  unsigned Dim = 0, Depth = 0, Arrayed = 0, MS = 0;
  std::optional<unsigned> Access;

  bool sameShape(const HandleKind &O) const {
    return Kind == O.Kind && Dim == O.Dim && Depth == O.Depth &&
           Arrayed == O.Arrayed && MS == O.MS;
  }
  Type *type(LLVMContext &Ctx) const {
    if (Kind == Sampler)
      return samplerType(Ctx);
    if (Kind == Event)
      return eventType(Ctx);
    if (Kind == SampledImage) {
      HandleKind Image = *this;
      Image.Kind = HandleKind::Image;
      return sampledImageType(Image.type(Ctx));
    }
    // OpenCL C's default access is read_only.
    return TargetExtType::get(Ctx, ImageTypeName, {Type::getVoidTy(Ctx)},
                              {Dim, Depth, Arrayed, MS, 0, 0,
                               Access.value_or(SPIRV::AccessQualifier::ReadOnly)});
  }
};

/// The handle an OpenCL type name stands for: "image2d_array_depth" (the
/// mangled "ocl_" and the kernel argument's "_t" taken off), with an
/// access suffix _ro / _wo / _rw where the mangling has one.
std::optional<HandleKind> parseHandleName(StringRef Name) {
  HandleKind H;
  if (Name == "sampler") {
    H.Kind = HandleKind::Sampler;
    return H;
  }
  if (Name == "event") {
    H.Kind = HandleKind::Event;
    return H;
  }
  for (auto [Suffix, Access] :
       {std::pair(StringRef("_ro"), unsigned(SPIRV::AccessQualifier::ReadOnly)),
        std::pair(StringRef("_wo"), unsigned(SPIRV::AccessQualifier::WriteOnly)),
        std::pair(StringRef("_rw"), unsigned(SPIRV::AccessQualifier::ReadWrite))})
    if (Name.consume_back(Suffix))
      H.Access = Access;
  if (Name.consume_front("image1d"))
    H.Dim = SPIRV::Dim::Dim1D;
  else if (Name.consume_front("image2d"))
    H.Dim = SPIRV::Dim::Dim2D;
  else if (Name.consume_front("image3d"))
    H.Dim = SPIRV::Dim::Dim3D;
  else
    return std::nullopt;
  SmallVector<StringRef, 3> Parts;
  Name.split(Parts, '_', -1, /*KeepEmpty=*/false);
  if (!Name.empty() && Name.front() != '_')
    return std::nullopt;
  for (StringRef P : Parts) {
    if (P == "array")
      H.Arrayed = 1;
    else if (P == "depth")
      H.Depth = 1;
    else if (P == "msaa")
      H.MS = 1;
    else if (P == "buffer" && H.Dim == SPIRV::Dim::Dim1D)
      H.Dim = SPIRV::Dim::Buffer;
    else
      return std::nullopt;
  }
  return H;
}

/// The handle a kernel parameter's OpenCL type ("__read_only image2d_t",
/// "sampler_t") and access qualifier ("read_only", "none") say.
std::optional<HandleKind> kernelArgHandle(StringRef TypeName, StringRef Access) {
  for (StringRef Qualifier : {"__read_only ", "read_only ", "__write_only ",
                              "write_only ", "__read_write ", "read_write "})
    TypeName.consume_front(Qualifier);
  if (!TypeName.consume_back("_t"))
    return std::nullopt;
  std::optional<HandleKind> H = parseHandleName(TypeName);
  if (!H || H->Kind != HandleKind::Image)
    return H;
  if (Access == "read_only")
    H->Access = SPIRV::AccessQualifier::ReadOnly;
  else if (Access == "write_only")
    H->Access = SPIRV::AccessQualifier::WriteOnly;
  else if (Access == "read_write")
    H->Access = SPIRV::AccessQualifier::ReadWrite;
  return H;
}

/// A type an OpenCL handle had before target types: a pointer, or SPIR
/// 1.2's i32 sampler.
bool isLegacyHandleType(Type *T) { return T->isPointerTy() || T->isIntegerTy(32); }

class SPIRVLegacyHandles : public ModulePass {
public:
  static char ID;
  SPIRVLegacyHandles() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return "SPIR-V OpenCL handles passed as pointers";
  }
  bool runOnModule(Module &M) override;

private:
  /// Classes of values that must change type together. A member is an
  /// argument, an instruction, a Function (standing for its returned
  /// value) or an alloca (standing for the value it holds).
  EquivalenceClasses<Value *> Classes;
  /// What each class leader is said to be; a class whose evidence
  /// disagrees, or that has a member used in another way, maps to nullopt.
  DenseMap<Value *, std::optional<HandleKind>> Said;
  DenseSet<Value *> Spoiled;
  /// Constant i32 operands passed where a sampler class is: literal
  /// samplers.
  SmallVector<std::pair<Use *, Value *>, 4> LiteralSamplers;
  /// Calls of declarations whose mangled parameter is a handle: the
  /// operand numbers.
  SmallVector<std::pair<CallBase *, SmallVector<unsigned, 2>>, 8> BuiltinCalls;
  /// Their operands that are handles, or the address of an event.
  DenseSet<const Use *> HandleUses;
  /// Builtin calls whose result is a handle.
  DenseSet<const Value *> HandleResults;
  /// Null pointers passed as events.
  SmallVector<Use *, 2> NullEvents;
  bool canChangeType(Value *V) const;

  /// Constants are leaves: one constant may be passed to unrelated places.
  /// (A Function stands for its result.)
  static bool isLeaf(Value *V) { return isa<Constant>(V) && !isa<Function>(V); }
  /// Members a constant flows into (stored, merged, returned, passed):
  /// their classes stay, as a constant cannot change type.
  SmallVector<Value *, 4> TakesConstant;
  void link(Value *A, Value *B) {
    if (isLeaf(A) || isLeaf(B)) {
      if (!isLeaf(A) || !isLeaf(B))
        TakesConstant.push_back(isLeaf(A) ? B : A);
      return;
    }
    Classes.unionSets(A, B);
  }
  void say(Value *V, const HandleKind &H) {
    Classes.insert(V);
    SaidPending.push_back({V, H});
  }
  SmallVector<std::pair<Value *, HandleKind>, 8> SaidPending;

  void collect(Module &M);
  void decide();
  bool usedOnlyAsHandle(Value *V, Value *Leader);
  std::optional<HandleKind> kindOf(Value *V);
  void rewrite(Module &M);
};

} // namespace

char SPIRVLegacyHandles::ID = 0;

INITIALIZE_PASS(SPIRVLegacyHandles, DEBUG_TYPE,
                "SPIR-V OpenCL handles passed as pointers", false, false)

ModulePass *llvm::createSPIRVLegacyHandlesPass() {
  return new SPIRVLegacyHandles();
}

/// The alloca a load or store accesses directly, if any.
static AllocaInst *cellOf(Value *Ptr) { return dyn_cast<AllocaInst>(Ptr); }

void SPIRVLegacyHandles::collect(Module &M) {
  bool OpenCLC = M.getNamedMetadata("opencl.ocl.version");
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    // Kernel parameters by their OpenCL types.
    MDNode *Types = F.getMetadata("kernel_arg_base_type");
    if (!Types)
      Types = F.getMetadata("kernel_arg_type");
    MDNode *Access = F.getMetadata("kernel_arg_access_qual");
    if (Types && Types->getNumOperands() == F.arg_size())
      for (Argument &A : F.args()) {
        auto *TypeName = dyn_cast<MDString>(Types->getOperand(A.getArgNo()));
        auto *AccessName =
            Access && Access->getNumOperands() == F.arg_size()
                ? dyn_cast<MDString>(Access->getOperand(A.getArgNo()))
                : nullptr;
        if (TypeName && isLegacyHandleType(A.getType()))
          if (std::optional<HandleKind> H = kernelArgHandle(
                  TypeName->getString(), AccessName ? AccessName->getString() : ""))
            say(&A, *H);
      }
  }
  // Only a module with something old-style pays for the walk: a kernel's
  // metadata said something, or a builtin takes a handle as a pointer.
  bool Candidates = !SaidPending.empty();
  for (Function &F : M)
    Candidates |= F.isDeclaration() &&
                  (F.getName().contains("ocl_image") ||
                   F.getName().contains("ocl_sampler") ||
                   F.getName().contains("ocl_event") ||
                   (F.getName() == "__translate_sampler_initializer" &&
                    F.getReturnType()->isPointerTy()));
  if (!Candidates)
    return;
  DenseMap<Function *, std::optional<DemangledFunction>> Demangled;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (Instruction &I : instructions(F)) {
      if (!isLegacyHandleType(I.getType()) && !isa<StoreInst>(I) &&
          !isa<ReturnInst>(I) && !isa<CallBase>(I))
        continue;
      if (auto *L = dyn_cast<LoadInst>(&I)) {
        if (AllocaInst *Cell = cellOf(L->getPointerOperand()))
          link(L, Cell);
      } else if (auto *S = dyn_cast<StoreInst>(&I)) {
        if (AllocaInst *Cell = cellOf(S->getPointerOperand());
            Cell && isLegacyHandleType(S->getValueOperand()->getType()))
          link(S->getValueOperand(), Cell);
      } else if (auto *Phi = dyn_cast<PHINode>(&I)) {
        for (Value *In : Phi->incoming_values())
          link(Phi, In);
      } else if (auto *Sel = dyn_cast<SelectInst>(&I)) {
        link(Sel, Sel->getTrueValue());
        link(Sel, Sel->getFalseValue());
      } else if (auto *R = dyn_cast<ReturnInst>(&I)) {
        if (Value *V = R->getReturnValue(); V && isLegacyHandleType(V->getType()))
          link(V, &F);
      } else if (auto *CB = dyn_cast<CallBase>(&I)) {
        Function *Callee = CB->getCalledFunction();
        if (!Callee || Callee->isIntrinsic() ||
            Callee->getFunctionType() != CB->getFunctionType())
          continue;
        if (!Callee->isDeclaration()) {
          // (Variadic operands have no parameter to change with.)
          for (unsigned A = 0; A < Callee->arg_size(); ++A)
            if (isLegacyHandleType(CB->getArgOperand(A)->getType())) {
              if (isa<ConstantInt>(CB->getArgOperand(A)))
                LiteralSamplers.push_back({&CB->getArgOperandUse(A), Callee->getArg(A)});
              else
                link(CB->getArgOperand(A), Callee->getArg(A));
            }
          if (isLegacyHandleType(CB->getType()))
            link(CB, Callee);
          continue;
        }
        // A builtin: its mangled parameter types say what each operand is.
        if (Callee->getName() == "__translate_sampler_initializer" &&
            CB->getType()->isPointerTy()) {
          HandleKind H;
          H.Kind = HandleKind::Sampler;
          say(CB, H);
          HandleResults.insert(CB);
          BuiltinCalls.push_back({CB, {}});
          continue;
        }
        auto [It, New] = Demangled.try_emplace(Callee);
        if (New)
          It->second = demangleFunction(Callee->getName(), M.getContext(), OpenCLC,
                                        /*Templates=*/true);
        std::optional<DemangledFunction> &DF = It->second;
        if (!DF || DF->Params.size() != CB->arg_size())
          continue;
        SmallVector<unsigned, 2> Handles;
        HandleKind Event;
        Event.Kind = HandleKind::Event;
        // The async copies return an event, which the mangling does not say.
        if ((DF->Name == "async_work_group_copy" ||
             DF->Name == "async_work_group_strided_copy") &&
            CB->getType()->isPointerTy()) {
          say(CB, Event);
          HandleResults.insert(CB);
        }
        // wait_group_events(n, event_t *list): one event in an alloca.
        if (DF->Name == "wait_group_events" && CB->arg_size() == 2)
          if (auto *Cell = dyn_cast<AllocaInst>(
                  CB->getArgOperand(1)->stripPointerCasts());
              Cell && Cell->getAllocatedType()->isPointerTy()) {
            say(Cell, Event);
            HandleUses.insert(&CB->getArgOperandUse(1));
          }
        // The translator's template __spirv_SampledImage returns a void
        // pointer (T0_ = Pv) that its __spirv_ImageSample* take first: the
        // sampled image of the image passed to it.
        bool SampledImage = DF->Name == "__spirv_SampledImage" &&
                            CB->getType()->isPointerTy() && CB->arg_size() == 2;
        bool TakesSampledImage = DF->Name.starts_with("__spirv_ImageSample") &&
                                 CB->arg_size() && DF->Params[0].Name.empty();
        for (unsigned A = 0; A < CB->arg_size(); ++A) {
          StringRef Name = DF->Params[A].Name;
          Value *Op = CB->getArgOperand(A);
          if (A == 0 && TakesSampledImage && !isa<Constant>(Op) &&
              Op->getType()->isPointerTy()) {
            Handles.push_back(A);
            HandleUses.insert(&CB->getArgOperandUse(A));
            continue;
          }
          if (DF->Params[A].Ty || !Name.consume_front("ocl_") ||
              !isLegacyHandleType(Op->getType()))
            continue;
          std::optional<HandleKind> H = parseHandleName(Name);
          if (!H)
            continue;
          if (A == 0 && SampledImage && H->Kind == HandleKind::Image) {
            HandleKind Sampled = *H;
            Sampled.Kind = HandleKind::SampledImage;
            say(CB, Sampled);
            HandleResults.insert(CB);
          }
          Handles.push_back(A);
          HandleUses.insert(&CB->getArgOperandUse(A));
          if (isa<ConstantInt>(Op)) {
            // A literal sampler (SPIR 1.2); anything else constant spoils
            // nothing, it just stays.
            if (H->Kind == HandleKind::Sampler)
              LiteralSamplers.push_back({&CB->getArgOperandUse(A), nullptr});
            continue;
          }
          if (isa<ConstantPointerNull>(Op) && H->Kind == HandleKind::Event) {
            NullEvents.push_back(&CB->getArgOperandUse(A));
            continue;
          }
          if (isa<Constant>(Op))
            continue;
          say(Op, *H);
        }
        if (!Handles.empty())
          BuiltinCalls.push_back({CB, std::move(Handles)});
      }
    }
  }
}

/// Whether \p V, a member of the class of \p Leader, is used only where a
/// handle may go: passed to a function (whose parameter is in the class or
/// is a builtin's handle parameter), stored to or loaded from an alloca of
/// the class, merged by a phi or select of the class, returned by a
/// function of the class.
bool SPIRVLegacyHandles::usedOnlyAsHandle(Value *V, Value *Leader) {
  auto inClass = [&](Value *O) {
    return Classes.contains(O) && Classes.getLeaderValue(O) == Leader;
  };
  if (auto *F = dyn_cast<Function>(V)) {
    for (const Use &U : F->uses())
      if (auto *CB = dyn_cast<CallBase>(U.getUser()); !CB || !CB->isCallee(&U))
        return false;
    return true;
  }
  if (auto *A = dyn_cast<Argument>(V))
    if (!usedOnlyAsHandle(A->getParent(), nullptr))
      return false;
  if (auto *Cell = dyn_cast<AllocaInst>(V)) {
    if (Cell->isArrayAllocation())
      return false;
    for (const Use &U : Cell->uses()) {
      auto *User = U.getUser();
      if (auto *L = dyn_cast<LoadInst>(User); L && inClass(L))
        continue;
      if (auto *S = dyn_cast<StoreInst>(User);
          S && U.getOperandNo() == StoreInst::getPointerOperandIndex() &&
          inClass(S->getValueOperand()))
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(User); II && II->isLifetimeStartOrEnd())
        continue;
      // The address of the event that wait_group_events waits for, maybe
      // cast to generic.
      if (HandleUses.contains(&U))
        continue;
      if (auto *Cast = dyn_cast<AddrSpaceCastInst>(User);
          Cast && all_of(Cast->uses(),
                         [&](const Use &CU) { return HandleUses.contains(&CU); }))
        continue;
      return false;
    }
    return true;
  }
  for (const Use &U : V->uses()) {
    User *Usr = U.getUser();
    if (auto *CB = dyn_cast<CallBase>(Usr)) {
      if (!CB->isArgOperand(&U))
        return false;
      Function *Callee = CB->getCalledFunction();
      if (!Callee || Callee->getFunctionType() != CB->getFunctionType())
        return false;
      unsigned ArgNo = CB->getArgOperandNo(&U);
      if (!Callee->isDeclaration()
              ? ArgNo < Callee->arg_size() && inClass(Callee->getArg(ArgNo))
              : HandleUses.contains(&U))
        continue;
      return false;
    }
    if (auto *S = dyn_cast<StoreInst>(Usr);
        S && U.getOperandNo() == 0 && cellOf(S->getPointerOperand()) &&
        inClass(S->getPointerOperand()))
      continue;
    if (isa<PHINode>(Usr) && inClass(Usr))
      continue;
    if (auto *Sel = dyn_cast<SelectInst>(Usr);
        Sel && U.getOperandNo() != 0 && inClass(Sel))
      continue;
    if (auto *R = dyn_cast<ReturnInst>(Usr); R && inClass(R->getFunction()))
      continue;
    return false;
  }
  return true;
}

/// Whether \p V is a value whose type this pass can change: a parameter, a
/// function's result, an alloca's content, a load from an alloca, a phi, a
/// select, a call of a defined function or of a builtin whose result is a
/// handle.
bool SPIRVLegacyHandles::canChangeType(Value *V) const {
  if (isa<Argument, Function, AllocaInst, PHINode, SelectInst>(V))
    return true;
  if (auto *L = dyn_cast<LoadInst>(V))
    return cellOf(L->getPointerOperand());
  if (auto *CB = dyn_cast<CallBase>(V)) {
    Function *Callee = CB->getCalledFunction();
    return Callee && (!Callee->isDeclaration() || HandleResults.contains(CB));
  }
  return false;
}

void SPIRVLegacyHandles::decide() {
  for (Value *V : TakesConstant)
    if (Classes.contains(V))
      Spoiled.insert(Classes.getLeaderValue(V));
  for (auto &[V, H] : SaidPending) {
    Value *Leader = Classes.getLeaderValue(V);
    auto [It, New] = Said.try_emplace(Leader, H);
    if (New || !It->second)
      continue;
    HandleKind &Known = *It->second;
    if (!Known.sameShape(H) ||
        (Known.Access && H.Access && *Known.Access != *H.Access))
      It->second.reset();
    else if (!Known.Access)
      Known.Access = H.Access;
  }
  // Every member must be used as a handle only, and of one IR type.
  for (auto &[Leader, H] : Said) {
    if (Spoiled.contains(Leader))
      H.reset();
    if (!H)
      continue;
    Type *Common = nullptr;
    for (Value *V : Classes.members(Leader)) {
      Type *T = isa<Function>(V)    ? cast<Function>(V)->getReturnType()
                : isa<AllocaInst>(V) ? cast<AllocaInst>(V)->getAllocatedType()
                                     : V->getType();
      if (!canChangeType(V) || (Common && T != Common) || !isLegacyHandleType(T) ||
          (T->isIntegerTy() && H->Kind != HandleKind::Sampler) ||
          !usedOnlyAsHandle(V, Leader)) {
        H.reset();
        break;
      }
      Common = T;
    }
  }
}

std::optional<HandleKind> SPIRVLegacyHandles::kindOf(Value *V) {
  if (isLeaf(V) || !Classes.contains(V))
    return std::nullopt;
  auto It = Said.find(Classes.getLeaderValue(V));
  return It == Said.end() ? std::nullopt : It->second;
}

/// \p Callee's mangled name with each image type written without access
/// qualifier (11ocl_image2d) given the access of \p Kinds (14ocl_image2d_ro),
/// as OpenCL 2.0 mangles it.
static std::string qualifiedName(StringRef Name, ArrayRef<HandleKind> Kinds) {
  std::string Out = Name.str();
  static const char *const Suffix[] = {"_ro", "_wo", "_rw"};
  for (const HandleKind &H : Kinds) {
    if (H.Kind != HandleKind::Image)
      continue;
    // Find the unqualified token among those the name has.
    for (size_t Pos = 0; (Pos = Out.find("ocl_image", Pos)) != std::string::npos;
         ++Pos) {
      size_t Digits = Pos;
      while (Digits && isDigit(Out[Digits - 1]))
        --Digits;
      unsigned Length;
      if (StringRef(Out).slice(Digits, Pos).getAsInteger(10, Length))
        continue;
      StringRef Token = StringRef(Out).substr(Pos, Length);
      std::optional<HandleKind> Parsed = parseHandleName(Token.drop_front(4));
      if (!Parsed || Parsed->Access || !Parsed->sameShape(H))
        continue;
      std::string New = (Token + Suffix[H.Access.value_or(0)]).str();
      Out = Out.substr(0, Digits) + std::to_string(New.size()) + New +
            Out.substr(Pos + Length);
      break;
    }
  }
  return Out;
}

void SPIRVLegacyHandles::rewrite(Module &M) {
  LLVMContext &Ctx = M.getContext();
  auto newType = [&](Value *V) -> Type * {
    std::optional<HandleKind> H = kindOf(V);
    return H ? H->type(Ctx) : nullptr;
  };
  // Defined functions whose parameters or result change.
  SetVector<Function *> Retyped;
  for (auto &[Leader, H] : Said) {
    if (!H)
      continue;
    for (Value *V : Classes.members(Leader)) {
      Type *T = H->type(Ctx);
      if (auto *F = dyn_cast<Function>(V))
        Retyped.insert(F);
      else if (auto *A = dyn_cast<Argument>(V))
        Retyped.insert(A->getParent());
      else if (auto *Cell = dyn_cast<AllocaInst>(V))
        Cell->setAllocatedType(T);
      else if (!isa<CallBase>(V)) // call results change with their callee
        V->mutateType(T);
    }
  }

  // Literal samplers: a call of __translate_sampler_initializer each.
  Type *Sampler = samplerType(Ctx);
  FunctionType *InitTy =
      FunctionType::get(Sampler, {Type::getInt32Ty(Ctx)}, false);
  auto literalSampler = [&](Use &U) {
    Function *Init = M.getFunction("__translate_sampler_initializer");
    if (Init && Init->getFunctionType() != InitTy) {
      Init->setName("__translate_sampler_initializer.legacy");
      Init = nullptr;
    }
    if (!Init)
      Init = Function::Create(InitTy, GlobalValue::ExternalLinkage,
                              "__translate_sampler_initializer", M);
    auto *User = cast<Instruction>(U.getUser());
    U.set(CallInst::Create(Init, {U.get()}, "", User->getIterator()));
  };
  for (Use *U : NullEvents)
    U->set(Constant::getNullValue(eventType(Ctx)));
  for (auto &[U, Param] : LiteralSamplers) {
    std::optional<HandleKind> H =
        Param ? kindOf(Param) : std::optional<HandleKind>(HandleKind{HandleKind::Sampler});
    if (H && H->Kind == HandleKind::Sampler)
      literalSampler(*U);
  }

  // Attributes that only a pointer or an integer may carry go.
  auto fitAttributes = [&](AttributeList AL, FunctionType *FTy) {
    auto fit = [&](unsigned Index, Type *T) {
      AL = AL.removeAttributesAtIndex(
          Ctx, Index,
          AttributeFuncs::typeIncompatible(T, AL.getAttributes(Index)));
    };
    for (unsigned A = 0; A < FTy->getNumParams(); ++A)
      fit(AttributeList::FirstArgIndex + A, FTy->getParamType(A));
    fit(AttributeList::ReturnIndex, FTy->getReturnType());
    return AL;
  };
  // A call (whose operands already have their new types) of \p Callee.
  auto callInstead = [&](CallBase *CB, Function *Callee) {
    CB->mutateFunctionType(Callee->getFunctionType());
    CB->setCalledOperand(Callee);
    CB->mutateType(Callee->getReturnType());
    CB->setAttributes(fitAttributes(CB->getAttributes(), Callee->getFunctionType()));
  };

  // Defined functions: a new one of the new type takes the body.
  for (Function *F : Retyped) {
    SmallVector<Type *, 8> Params;
    for (Argument &A : F->args())
      Params.push_back(newType(&A) ? newType(&A) : A.getType());
    Type *Ret = newType(F) ? newType(F) : F->getReturnType();
    auto *NF = Function::Create(FunctionType::get(Ret, Params, F->isVarArg()),
                                F->getLinkage(), F->getAddressSpace());
    M.getFunctionList().insert(F->getIterator(), NF); // keep the order
    NF->copyAttributesFrom(F);
    NF->setAttributes(fitAttributes(NF->getAttributes(), NF->getFunctionType()));
    SmallVector<std::pair<unsigned, MDNode *>, 8> MDs;
    F->getAllMetadata(MDs);
    for (auto &[Kind, N] : MDs)
      NF->setMetadata(Kind, N);
    F->clearMetadata();
    NF->takeName(F);
    NF->splice(NF->end(), F);
    for (Argument &A : F->args()) {
      Argument *NA = NF->getArg(A.getArgNo());
      NA->takeName(&A);
      A.mutateType(NA->getType());
      A.replaceAllUsesWith(NA);
    }
    for (Use &U : make_early_inc_range(F->uses())) {
      callInstead(cast<CallBase>(U.getUser()), NF);
    }
    F->replaceAllUsesWith(NF); // metadata naming the kernel
    F->eraseFromParent();
  }

  // Builtin calls: a declaration of the operands' new types, under the
  // name that mangles their access.
  SetVector<Function *> Dropped;
  for (auto &[CB, Handles] : BuiltinCalls) {
    Function *Callee = CB->getCalledFunction();
    SmallVector<Type *, 8> Params(CB->getFunctionType()->params());
    SmallVector<HandleKind, 2> Kinds;
    bool Changed = false;
    for (unsigned A : Handles)
      if (Value *Op = CB->getArgOperand(A); !isa<Constant>(Op) || isOpaqueHandleType(Op->getType())) {
        // A builtin's result changes type with its call, maybe later. (Only
        // calls are asked: the parameters of retyped functions are gone.)
        Type *T = Op->getType();
        if (auto *Result = dyn_cast<CallBase>(Op); Result && HandleResults.contains(Result))
          if (Type *New = newType(Result))
            T = New;
        if (T != Params[A])
          Params[A] = T, Changed = true;
        if (isImageType(T)) {
          HandleKind H;
          H.Dim = imageParam(T, ImageParam::Dim);
          H.Depth = imageParam(T, ImageParam::Depth);
          H.Arrayed = imageParam(T, ImageParam::Arrayed);
          H.MS = imageParam(T, ImageParam::MS);
          H.Access = imageParam(T, ImageParam::Access);
          Kinds.push_back(H);
        }
      }
    Type *Ret = CB->getType();
    if (std::optional<HandleKind> H = kindOf(CB))
      Ret = H->type(Ctx), Changed = true;
    if (!Changed)
      continue;
    auto *FTy = FunctionType::get(Ret, Params, Callee->isVarArg());
    std::string Name = qualifiedName(Callee->getName(), Kinds);
    Function *New = M.getFunction(Name);
    if (New && New->getFunctionType() != FTy) {
      if (New != Callee) // a declaration of another type: leave the call
        continue;
      New->setName(Name + ".legacy");
      New = nullptr;
    }
    if (!New) {
      New = Function::Create(FTy, GlobalValue::ExternalLinkage, Name, M);
      New->copyAttributesFrom(Callee);
      New->setAttributes(fitAttributes(New->getAttributes(), FTy));
    }
    callInstead(CB, New);
    Dropped.insert(Callee);
  }
  for (Function *F : Dropped)
    if (F->use_empty())
      F->eraseFromParent();
}

bool SPIRVLegacyHandles::runOnModule(Module &M) {
  collect(M);
  if (SaidPending.empty() && LiteralSamplers.empty())
    return false;
  decide();
  rewrite(M);
  return true;
}
