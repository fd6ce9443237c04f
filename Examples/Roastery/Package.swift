// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Roastery", platforms: [.macOS(.v15)],
  dependencies: [.package(name: "SystemSpaces", path: "../..")],  // or url: + from:
  targets: [
    // The asset catalog and the string catalogs ship as the target's resource bundle
    // (`Bundle.module`), as Xcode's would; `.copy` keeps the catalog's folders as Xcode lays
    // them out (and the string catalogs as they are: SwiftPM compiles them only on macOS).
    .executableTarget(
      name: "Roastery", dependencies: [.product(name: "SpacesKit", package: "SystemSpaces")],
      resources: [
        .copy("Assets.xcassets"), .copy("Localizable.xcstrings"), .copy("AppShortcuts.xcstrings"),
      ]),
    .testTarget(name: "RoasteryTests", dependencies: ["Roastery", .product(name: "SpacesTesting", package: "SystemSpaces")]),
  ])
