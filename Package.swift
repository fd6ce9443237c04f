// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Release builds on Linux put each function of the package's own modules in a section of its
/// own, so the `spaces` link can order them (`Sources/spaces/SymbolOrder.txt`; README, "Design
/// notes"). Debug builds and other platforms compile as before.
let functionSections: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]

/// The functions that run on the way to the first frame and in an idle session, in the order
/// the release `spaces` link lays them out (written by `scripts/link-order.sh`).
let symbolOrder = Context.packageDirectory + "/Sources/spaces/SymbolOrder.txt"

let package = Package(
  name: "SystemSpaces",
  platforms: [.macOS(.v15)],
  products: [
    // A package's `@main` widget bundle runs the dashboard: the product brings it along.
    .library(name: "SpacesKit", targets: ["SpacesKit", "SpacesDashboard"]),
    .library(name: "SpacesDashboard", targets: ["SpacesDashboard"]),
    .library(name: "SpacesTesting", targets: ["SpacesTesting"]),
    .executable(name: "spaces", targets: ["spaces"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    // `swift package generate-documentation --target SpacesKit`: `swift build` only compiles the
    // plugin's script (seconds); its tools and SymbolKit build when the command runs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
  ],
  targets: [
    .target(
      name: "SpacesKit",
      dependencies: [
        "SpacesKitMacros", "CSpacesPreviewSection", "CSpacesLaunchHook", "CSpacesInterpose",
      ], swiftSettings: functionSections),
    .macro(
      name: "SpacesKitMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    .target(name: "CSpacesPreviewSection"),
    .target(name: "CSpacesLaunchHook"),
    // C library and CoreFoundation calls the program answers itself, as libfaketime does: the
    // real-time clock (`Date()` reads the dashboard's clock) and preferences that persist.
    .target(name: "CSpacesInterpose"),
    .target(
      name: "SpacesEngine",
      dependencies: [
        "SpacesKit",
        .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ], swiftSettings: functionSections),
    .target(
      name: "SpacesRender",
      dependencies: [
        "SpacesKit", "SpacesEngine", "CLibPNG", "CLibJPEG",
        .product(name: "Yams", package: "Yams"),
      ],
      resources: [.copy("Themes"), .copy("Symbols")], swiftSettings: functionSections),
    // Image decoding: Debian's libpng16 and libjpeg-turbo (`libpng-dev`, `libjpeg62-turbo-dev`).
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng16",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CNCursesW",
      providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]),
    .target(
      name: "SpacesTerminal",
      dependencies: ["SpacesKit", "SpacesEngine", "SpacesRender", "CNCursesW"],
      swiftSettings: functionSections),
    .target(
      name: "SpacesStateServer",
      dependencies: [
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ], swiftSettings: functionSections),
    .target(
      name: "SampleApps", dependencies: ["SpacesKit", "SpacesStateServer"],
      swiftSettings: functionSections),
    // The sample apps as the dashboard hosts them: `spaces` runs them, tests pick from them.
    .target(
      name: "SampleAppsCatalog", dependencies: ["SampleApps", "SpacesEngine"],
      swiftSettings: functionSections),
    .target(
      name: "SpacesDashboard",
      dependencies: [
        "SpacesKit", "SpacesEngine", "SpacesRender", "SpacesTerminal", "SpacesStateServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ], swiftSettings: functionSections),
    // `spaces bench` and `spaces simulate`: only the `spaces` executable links them, not an
    // app's program (which gets the dashboard through the SpacesKit product).
    .target(
      name: "SpacesBench",
      dependencies: [
        "SpacesKit", "SpacesEngine", "SpacesRender", "SpacesTerminal", "SpacesStateServer",
        "SpacesDashboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "HeapModule", package: "swift-collections"),
      ], swiftSettings: functionSections),
    // A release build links the Swift runtime and Foundation in (Linux): no shared Swift
    // libraries to load and bind at start (README, "Design notes"). `main.swift` is compiled
    // against the static modules too, for their libraries' link lines; CoreFoundation's
    // preference calls reach `CSpacesInterpose` through `--wrap`, as a program can't replace a
    // definition linked into itself. Not position-independent: a PIE's runtime metadata is
    // relocated at start, 3 MiB of dirty pages (README). Debug builds stay dynamic: Swift's
    // crash backtracer is found beside the shared runtime, not beside a static program. Linked
    // with lld, whose `--symbol-ordering-file` lays the functions that run at start and in an
    // idle session out side by side: fewer 64 KiB neighbourhoods of code mapped (README).
    .executableTarget(
      name: "spaces",
      dependencies: ["SpacesDashboard", "SpacesBench", "SampleApps", "SampleAppsCatalog"],
      exclude: ["SymbolOrder.txt"],
      swiftSettings: [
        .unsafeFlags(
          ["-static-stdlib", "-Xfrontend", "-function-sections"],
          .when(platforms: [.linux], configuration: .release))
      ],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-Xlinker", "--wrap=CFPreferencesSetAppValue", "-Xlinker",
            "--wrap=_CFXDGCreateConfigHomePath", "-Xclang-linker", "-no-pie", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(symbolOrder)", "-Xlinker",
            "--no-warn-symbol-ordering",
          ], .when(platforms: [.linux], configuration: .release))
      ]),
    // The floor `spaces bench` measures the process against: a Foundation program that formats
    // one date and prints it.
    .executableTarget(name: "spaces-floor"),
    .target(
      name: "SpacesTestSupport",
      dependencies: [
        "SpacesKit", "SpacesEngine", "SpacesRender", "SpacesTerminal", "SpacesDashboard",
        "SampleApps", "SampleAppsCatalog",
      ]),
    // What outside packages' tests import: a dashboard in-process under a virtual clock.
    .target(
      name: "SpacesTesting",
      dependencies: ["SpacesKit", "SpacesEngine", "SpacesRender", "SpacesDashboard"]),
    .testTarget(name: "SpacesKitTests", dependencies: ["SpacesKit"]),
    // The WWDC22 App Shortcuts listings declare `static var` stored properties: Swift 5 mode.
    .testTarget(
      name: "AppShortcutsSeedTests", dependencies: ["SpacesKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "SpacesEngineTests", dependencies: ["SpacesEngine", "SpacesTestSupport"]),
    .testTarget(
      name: "SpacesRenderTests", dependencies: ["SpacesRender", "SpacesTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "SpacesTerminalTests", dependencies: ["SpacesTerminal", "SpacesTestSupport"]),
    .testTarget(name: "SampleAppsTests", dependencies: ["SampleApps", "SpacesTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["SpacesTestSupport", "SpacesStateServer"]),
    .testTarget(
      name: "SpacesDashboardTests", dependencies: ["SpacesDashboard", "SpacesTestSupport"]),
    .testTarget(name: "SpacesBenchTests", dependencies: ["SpacesBench", "SpacesTestSupport"]),
    .testTarget(name: "SoakTests", dependencies: ["SpacesTestSupport"]),
    .testTarget(
      name: "SpacesStateServerTests", dependencies: ["SpacesStateServer", "SpacesTestSupport"]),
    // The WWDC23 "Bring widgets to life" listings declare `static var`s (mutable globals), which
    // Swift 6 mode rejects; as in an app built in Swift 5 mode they compile here unchanged.
    .testTarget(
      name: "SessionListingTests", dependencies: ["SpacesKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Reads SpacesKit's (and SpacesTesting's) sources: doc comments and the porting guide.
    .testTarget(
      name: "APISurfaceTests",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "SpacesTestingTests", dependencies: ["SpacesTesting", "SpacesKit"],
      exclude: ["FamilyGallery/__Frames__", "Lookup/__Frames__"]),
    // Several apps' worth of controls, widgets, intents and shortcuts written exactly as for iOS
    // (only `import SpacesKit` differs), hosted in a headless dashboard: Apple-style code that
    // stops compiling or running fails CI.
    .testTarget(
      name: "SourceCompatibilityTests",
      dependencies: ["SpacesKit", "SpacesEngine", "SpacesTestSupport"]),
  ]
)
