# One place for pushsim's version, home, docs and toolchain (issue 20). The Makefile includes it; Project.swift,
# the Dockerfile, action.yml, the README's examples and docs/examples are checked against it (ProjectFileTests;
# RECORD=1 swift test --filter ProjectFileTests rewrites Sources/PushSimCore/CLI/Project.swift from it).
PUSHSIM_VERSION := 0.1.0
PUSHSIM_REPOSITORY := https://github.com/pushsim/pushsim
PUSHSIM_ACTION := pushsim/pushsim
SWIFT_TOOLCHAIN := 6.3.1
