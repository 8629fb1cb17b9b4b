//===- ZeTest.h - Helpers of the Level-Zero test programs -----------------===//
//
// What ze-cpu-driver-test and ze-image-test share: result checks, reading
// the module, and the devices of the (one) driver the loader offers.
//
//===----------------------------------------------------------------------===//
#ifndef ZE_TEST_H
#define ZE_TEST_H

#include <level_zero/ze_api.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

static int Failures = 0;

#define ZE_OK(Call)                                                                 \
  do {                                                                              \
    ze_result_t R_ = (Call);                                                        \
    if (R_ != ZE_RESULT_SUCCESS) {                                                  \
      printf("FAIL %s:%d: %s returned 0x%x\n", __FILE__, __LINE__, #Call, unsigned(R_)); \
      exit(1);                                                                      \
    }                                                                               \
  } while (0)

static void check(bool Ok, const char *What) {
  printf("%s: %s\n", What, Ok ? "ok" : "FAILED");
  Failures += !Ok;
}

static std::vector<uint8_t> readFile(const char *Path) {
  std::ifstream In(Path, std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
}

/// zeInit, the first driver and its devices.
static std::vector<ze_device_handle_t> driverDevices(ze_driver_handle_t &Drv) {
  ZE_OK(zeInit(0));
  uint32_t N = 1;
  ZE_OK(zeDriverGet(&N, &Drv));
  uint32_t NumDevs = 0;
  ZE_OK(zeDeviceGet(Drv, &NumDevs, nullptr));
  std::vector<ze_device_handle_t> Devs(NumDevs);
  ZE_OK(zeDeviceGet(Drv, &NumDevs, Devs.data()));
  return Devs;
}

/// A regular command list and a queue to execute it on.
static void createQueueAndList(ze_context_handle_t Ctx, ze_device_handle_t Dev, ze_command_queue_handle_t &Q,
                               ze_command_list_handle_t &L) {
  ze_command_queue_desc_t QD = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC, nullptr, 0, 0, 0,
                                ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS, ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
  ZE_OK(zeCommandQueueCreate(Ctx, Dev, &QD, &Q));
  ze_command_list_desc_t LD = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC};
  ZE_OK(zeCommandListCreate(Ctx, Dev, &LD, &L));
}

#endif
