// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CoffeeTracker", platforms: [.macOS(.v15)],
  dependencies: [.package(name: "SystemSpaces", path: "../..")],  // or url: + from:
  targets: [
    .executableTarget(name: "CoffeeTracker", dependencies: [.product(name: "SpacesKit", package: "SystemSpaces")]),
    .testTarget(
      name: "CoffeeTrackerTests",
      dependencies: ["CoffeeTracker", .product(name: "SpacesTesting", package: "SystemSpaces")],
      exclude: ["__Frames__"]),
  ])
