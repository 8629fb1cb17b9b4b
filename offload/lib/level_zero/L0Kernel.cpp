//===- L0Kernel.cpp - Level-Zero kernels: arguments and launches ----------===//
#include "L0Plugin.h"

namespace spvrt::level_zero {
namespace {

ze_group_count_t groupCount(const uint64_t Global[3], const uint32_t Group[3]) {
  return {uint32_t(Global[0] / Group[0]), uint32_t(Global[1] / Group[1]), uint32_t(Global[2] / Group[2])};
}

} // namespace

Status L0Kernel::setArgImage(uint32_t I, DeviceImage &Img) {
  ze_image_handle_t H = static_cast<L0Image &>(Img).H;
  ZE_CHECK(zeKernelSetArgumentValue, K, I, sizeof(H), static_cast<const void *>(&H));
  return Status::ok();
}
Status L0Kernel::setArgSampler(uint32_t I, DeviceSampler &Smp) {
  ze_sampler_handle_t H = static_cast<L0Sampler &>(Smp).H;
  ZE_CHECK(zeKernelSetArgumentValue, K, I, sizeof(H), static_cast<const void *>(&H));
  return Status::ok();
}
Status L0Kernel::setArgValue(uint32_t I, size_t Size, const void *V) {
  ZE_CHECK(zeKernelSetArgumentValue, K, I, Size, V);
  return Status::ok();
}
Status L0Kernel::setArgPointer(uint32_t I, const void *P) {
  ZE_CHECK(zeKernelSetArgumentValue, K, I, sizeof(void *), static_cast<const void *>(&P));
  return Status::ok();
}
Status L0Kernel::setArgLocal(uint32_t I, size_t Bytes) {
  ZE_CHECK(zeKernelSetArgumentValue, K, I, Bytes, static_cast<const void *>(nullptr));
  return Status::ok();
}
Status L0Kernel::suggestGroupSize(const uint64_t G[3], uint32_t Out[3]) {
  ZE_CHECK(zeKernelSuggestGroupSize, K, uint32_t(G[0]), uint32_t(G[1]), uint32_t(G[2]), &Out[0], &Out[1], &Out[2]);
  return Status::ok();
}

// Level-Zero 1.4 has no per-kernel group limit of its own: a group holds at
// most maxNumSubgroups sub-groups of at most maxSubgroupSize work-items (a
// device without sub-groups reports size 0, and its count is of work-items).
Status L0Kernel::limits(spvrt_kernel_limits &Out) {
  ze_kernel_properties_t P = {};
  P.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
  ZE_CHECK(zeKernelGetProperties, K, &P);
  Out.max_group_size = uint64_t(P.maxNumSubgroups) * std::max(P.maxSubgroupSize, 1u);
  Out.local_mem_size = P.localMemSize;
  Out.max_sub_group_size = P.maxSubgroupSize;
  return Status::ok();
}

Status L0Kernel::launch(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3]) {
  return Dev.appendLaunch(K, Group, Global, Offset, OffsetSet);
}

Status L0Kernel::launchAsync(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3],
                             const EventList &Wait, EventRef &Out) {
  return Dev.appendLaunchAsync(K, Group, Global, Offset, OffsetSet, Wait, Out);
}

/// An asynchronous launch: like appendLaunch, on a lane, with events.
Status L0Device::appendLaunchAsync(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Global[3],
                         const uint64_t Offset[3], bool &OffsetSet, const EventList &Wait, EventRef &Out) {
  std::lock_guard<std::mutex> L(M);
  if (Status S = setGeometryLocked(K, Group, Offset, OffsetSet); S.failed())
    return S;
  ze_group_count_t Count = groupCount(Global, Group);
  return appendAsyncLocked(Wait, Out, "zeCommandListAppendLaunchKernel", [&](ze_command_list_handle_t List,
                                                                          ze_event_handle_t Signal,
                                                                          std::vector<ze_event_handle_t> &W) {
    return ZE(zeCommandListAppendLaunchKernel, List, K, static_cast<const ze_group_count_t *>(&Count), Signal,
              uint32_t(W.size()), W.data());
  });
}

/// Appends a launch; the kernel's group size and offset are set first, and
/// the lock keeps another thread's launch of the same kernel from
/// interleaving.
Status L0Device::appendLaunch(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Global[3],
                    const uint64_t Offset[3], bool &OffsetSet) {
  std::lock_guard<std::mutex> L(M);
  if (Status S = setGeometryLocked(K, Group, Offset, OffsetSet); S.failed())
    return S;
  ze_group_count_t Count = groupCount(Global, Group);
  ZE_CHECK(zeCommandListAppendLaunchKernel, List, K, &Count, static_cast<ze_event_handle_t>(nullptr), 0u,
           static_cast<ze_event_handle_t *>(nullptr));
  Pending = true;
  return Status::ok();
}

Status L0Device::setGeometryLocked(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Offset[3], bool &OffsetSet) {
  ZE_CHECK(zeKernelSetGroupSize, K, Group[0], Group[1], Group[2]);
  bool NeedOffset = Offset[0] || Offset[1] || Offset[2];
  if (NeedOffset || OffsetSet) {
    ze_result_t R = ZE(zeKernelSetGlobalOffsetExp, K, uint32_t(Offset[0]), uint32_t(Offset[1]),
                       uint32_t(Offset[2]));
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeKernelSetGlobalOffsetExp", R, "global offsets need ZE_experimental_global_offset", zeReason());
    OffsetSet = NeedOffset;
  }
  return Status::ok();
}

} // namespace spvrt::level_zero
