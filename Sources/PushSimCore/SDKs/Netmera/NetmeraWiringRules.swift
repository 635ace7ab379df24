extension WiringRules {
  static let netmeraVersionGates: [(member: String, delegate: String, version: String)] = [
    ("setPushDelegate", "NetmeraPushDelegate", "4.16.0"), ("setInAppContentDelegate", "NetmeraInAppContentDelegate", "4.17.0"),
    ("setPushLifecycleDelegate", "NetmeraPushLifecycleDelegate", "4.18.0"),
  ]

  /// Netmera's wiring rules (seeds/003): the delegates' version gates and delegates adopted but never set.
  static let netmera: [WiringRule] = [
    WiringRule(
      id: "wiring-netmera-version-gate", title: "A Netmera delegate set below the SDK version that has it",
      severity: .error,
      rationale:
        "NetmeraPushDelegate needs Netmera Swift SDK 4.16.0 or later, NetmeraInAppContentDelegate 4.17.0, NetmeraPushLifecycleDelegate 4.18.0. With an older SDK (Podfile.lock, Package.resolved) the callbacks never come.",
      source: "seeds/003 NetmeraPushDelegate; seeds/003 NetmeraInAppContentDelegate; seeds/003 NetmeraPushLifecycleDelegate",
      triggering: [
        WiringExample(files: [
          (name: "AppDelegate.swift", text: app("", launch: launchWith("Netmera.setPushLifecycleDelegate(self)")).files[0].text),
          (name: "Podfile.lock", text: "PODS:\n  - Netmera (4.17.2)\n"),
        ])
      ],
      nonTriggering: [
        WiringExample(files: [
          (name: "AppDelegate.swift", text: app("", launch: launchWith("Netmera.setPushLifecycleDelegate(self)")).files[0].text),
          (name: "Podfile.lock", text: "PODS:\n  - Netmera (4.18.0)\n"),
        ])
      ],
      check: { facts in
        guard let version = facts.project.versions["netmera"] else { return [] }
        return netmeraVersionGates.flatMap { gate in
          facts.calls("netmera", gate.member).compactMap { call in
            guard SemanticVersion.compare(version.text, gate.version) < 0 else { return nil }
            return .init(
              "\(gate.member) sets a \(gate.delegate), which needs Netmera \(gate.version); \(version.file) has \(version.text)", call.place)
          }
        }
      }),
    WiringRule(
      id: "wiring-netmera-delegate-not-set", title: "A Netmera delegate protocol adopted but never set",
      severity: .error,
      rationale:
        "NetmeraPushDelegate, NetmeraPushLifecycleDelegate and NetmeraInAppContentDelegate callbacks come only after Netmera.setPushDelegate(self), setPushLifecycleDelegate(self) or setInAppContentDelegate(self) in the app delegate.",
      source: "seeds/003 Push Delegate Methods",
      triggering: [
        WiringExample(
          "AppDelegate.swift",
          app("", launch: launchWith("Netmera.initialize()")).files[0].text
            + "\n\nextension AppDelegate: NetmeraPushLifecycleDelegate {\n  func didOpen(_ push: NetmeraBasePush) { print(push) }\n}\n")
      ],
      nonTriggering: [
        WiringExample(
          "AppDelegate.swift",
          app("", launch: launchWith("Netmera.setPushLifecycleDelegate(self)")).files[0].text
            + "\n\nextension AppDelegate: NetmeraPushLifecycleDelegate {\n  func didOpen(_ push: NetmeraBasePush) { print(push) }\n}\n")
      ],
      check: { facts in
        netmeraVersionGates.compactMap { gate in
          guard let adopted = facts.conformances[gate.delegate], facts.calls("netmera", gate.member).isEmpty else { return nil }
          return .init("\(gate.delegate) is adopted but Netmera.\(gate.member)(_:) is never called: its callbacks never come", adopted)
        }
      }),
  ]
}
