# pushsim in a small runtime image. Build: docker build -t pushsim .
# Run:   docker run --rm -v "$PWD:/work" -w /work pushsim lint templates/ --format github
ARG SWIFT_TOOLCHAIN=6.3.1
FROM swift:${SWIFT_TOOLCHAIN}-bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends libjansson-dev pkg-config make binutils && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift Makefile project.mk ./
COPY Sources Sources
RUN make dist

# pushsim carries the Swift runtime and jansson (make dist); the slim image's libc and libstdc++ are all it needs.
FROM debian:bookworm-slim
COPY --from=build /src/dist/pushsim /src/dist/pushsim-wiring /usr/local/bin/
# pushsim-wiring (wiring, check, --app-source) loads the parser and the Swift runtime from ../lib/pushsim.
COPY --from=build /src/dist/pushsim-libs/ /usr/local/lib/pushsim/
ENTRYPOINT ["pushsim"]
CMD ["--help"]
