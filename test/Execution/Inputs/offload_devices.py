"""The devices the Runtime and Execution tests run on.

Every test that runs kernels runs them on every device present: %spirv-run is
`spirv-run --device=all`, which runs on each device in turn and fails (by a
signal, so that `not` cannot hide it) when the devices disagree. The devices
are listed once when the suite is configured, and the features `pocl-device`
and `intel-device` say which are there, for RUN lines that name a device
(`env SPIRV_OFFLOAD_DEVICE=intel ...` under `%if intel-device %{ ... %}`).

The CPU driver's GPU profile (ZE_CPU_DEVICE_PROFILE, dg2 unless the user
chose another) is one more device where Intel's runtime is there: the
feature `dg2-profile` (`<profile>-profile`) says so, and `%profile-devices`
is the SPIRV_OFFLOAD_DEVICE value that offers the CPU devices and it. The
Execution and Runtime suites run on it by default; a test whose module needs
what the profile lacks (fp64) runs on `%fp64-devices` instead and says why.
"""
import os
import subprocess


def configure(config, lit_config, suite, run_on_profile=False, with_profile=None):
    """run_on_profile: the suite's default devices include the profile;
    with_profile (default: run_on_profile): its processes have the profile
    device at all."""
    if with_profile is None:
        with_profile = run_on_profile
    spirv_run = os.path.join(config.spirv_tools_dir, "spirv-run")
    if not os.path.exists(spirv_run):
        config.unsupported = True
        return
    profile = os.environ.get("ZE_CPU_DEVICE_PROFILE", "dg2")
    if with_profile:
        config.environment["ZE_CPU_DEVICE_PROFILE"] = profile
    env = dict(os.environ)
    env.update(config.environment)
    env["ZE_CPU_DEVICE_PROFILE"] = profile
    env["SPIRV_OFFLOAD_DEVICE"] = "cpu," + profile
    result = subprocess.run([spirv_run, "--list-devices"], env=env, capture_output=True, text=True)
    names = [line.split(": ", 1)[1].split(" [")[0] for line in result.stdout.splitlines()
             if line.startswith("device ")]
    if not with_profile:
        names = [name for name in names if "(profile %s of " % profile not in name]
    for name in names:
        if "(PoCL " in name:
            config.available_features.add("pocl-device")
        if "(Intel OpenCL " in name:
            config.available_features.add("intel-device")
        if "(profile %s of " % profile in name:
            config.available_features.add(profile + "-profile")
    config.substitutions.append(("%profile-devices", "cpu," + profile))
    # The devices a module that needs fp64 runs on: the CPU devices.
    config.substitutions.append(("%fp64-devices", "cpu"))
    if run_on_profile and profile + "-profile" in config.available_features:
        config.environment["SPIRV_OFFLOAD_DEVICE"] = "cpu," + profile
    lit_config.note("%s tests run on %d device(s): %s" % (suite, len(names), "; ".join(names) or
                                                         result.stderr.strip()))
    # Coverage must not shrink unnoticed: where utils/install-deps.sh
    # installed Intel's runtime, its device must be there.
    # Under CI (CI=true) on x86-64 the install must have provided it.
    installed = os.path.join(config.spirv_src_root, ".venv-intel-ocl", "installed")
    required = os.environ.get("CI") == "true" and os.uname().machine == "x86_64"
    wanted = {"intel-device"} | ({profile + "-profile"} if with_profile else set())
    if (os.path.exists(installed) or required) and not wanted <= config.available_features:
        lit_config.fatal("Intel's OpenCL runtime is installed (%s) but the runtime offers no Intel device or no "
                         "%s profile; devices: %s" % (installed, profile, "; ".join(names) or result.stderr.strip()))
    config.substitutions.append(("%spirv-run", spirv_run + " --device=all"))
    # The kernel of an execution test at every optimization level, each run
    # as %spirv-run runs it (Inputs/run-levels.sh).
    run_levels = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "Inputs", "run-levels.sh")
    config.substitutions.append(
        ("%run-levels", f"{run_levels} {spirv_run} --device=all --"))
