// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Roastery", platforms: [.macOS(.v15)],
  dependencies: [.package(name: "SystemSpaces", path: "../..")],  // or url: + from:
  targets: [
    // The asset catalog ships as the target's resource bundle (`Bundle.module`), as Xcode's
    // would; `.copy` keeps its folders as Xcode lays them out.
    .executableTarget(
      name: "Roastery", dependencies: [.product(name: "SpacesKit", package: "SystemSpaces")],
      resources: [.copy("Assets.xcassets")]),
    .testTarget(name: "RoasteryTests", dependencies: ["Roastery", .product(name: "SpacesTesting", package: "SystemSpaces")]),
  ])
