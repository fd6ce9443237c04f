import Foundation
import Testing

/// The host's types stay out of the API.
///
/// An app that imports SpacesKit sees Apple's names and SpacesKit's few own symbols, and no
/// other module of the package declares anything public beyond what SpacesTesting's API speaks.
@Suite struct HostTypesTests {
  let guide: PortingGuide
  let declarations: [PublicDeclaration]

  init() throws {
    guide = try PortingGuide.load()
    declarations = try APISurface.declarations(ofModule: "SpacesKit")
  }

  /// Every public declaration is Apple's or in `AppFacingSymbols`' short lists.
  ///
  /// Apple's: it, or its type, has a row in an Apple table of the porting guide. A host type or
  /// member made public fails here.
  @Test func spacesKitIsAppleNamesAndItsOwnFewSymbols() {
    let appleNames = AppFacingSymbols.appleNames(in: guide)
    for declaration in declarations
    where !AppFacingSymbols.isAllowed(declaration, appleNames: appleNames) {
      Issue.record(
        Comment(
          rawValue:
            "\(declaration): public, but neither Apple's (no row in an Apple table of "
            + "Docs/Porting.md) nor one of SpacesKit's own app-facing symbols "
            + "(AppFacingSymbols); a host type or member is `package`"),
        sourceLocation: declaration.sourceLocation)
    }
  }

  /// The host types the "House v3" issue found public stay hidden, whatever the guide says.
  @Test func theIssuesHostTypesAreNotPublic() {
    for declaration in declarations
    where declaration.isTopLevel && AppFacingSymbols.hostTypes.contains(declaration.baseName) {
      Issue.record(
        Comment(rawValue: "\(declaration): a host type is public again; make it `package`"),
        sourceLocation: declaration.sourceLocation)
    }
  }

  /// The dashboard's modules are package-only, but for the types SpacesTesting's API speaks.
  @Test(arguments: AppFacingSymbols.packageOnlyModules)
  func otherModulesArePackageOnly(module: String) throws {
    let allowed = AppFacingSymbols.otherModulesPublicTypes[module] ?? []
    for declaration in try APISurface.declarations(ofModule: module) {
      let root = String(declaration.qualifiedName.prefix { $0 != "." })
      if !allowed.contains(root) {
        Issue.record(
          Comment(
            rawValue:
              "\(declaration): public in \(module), which apps don't import; make it `package`"),
          sourceLocation: declaration.sourceLocation)
      }
    }
  }

  @Test func eachPackageOnlyModuleHasSources() {
    for module in AppFacingSymbols.packageOnlyModules {
      let path = APISurface.packageRoot.appendingPathComponent("Sources/\(module)").path
      #expect(FileManager.default.fileExists(atPath: path), "no Sources/\(module)")
    }
  }

  @Test func theRuleTellsAppleNamesAndOwnSymbolsFromHostTypes() {
    let source = """
      /// A view that shows text.
      public struct Text { public init() {} }
      extension View { public func padding() {} }
      public final class SystemHost {
        public static var current: SystemHost
        public func send() {}
      }
      public struct SpacesAppInfoLike {}
      public indirect enum ViewNode { case empty }
      extension Never { public var body: Never }
      extension String { public var hostHelper: Int }
      public func _previewRecordPayload(source: String, _ make: () -> Void) {}
      """
    let appleNames: Set<String> = ["Text", "View.padding"]
    let rejected = PublicDeclarationCollector.declarations(in: source, file: "F.swift")
      .filter { !AppFacingSymbols.isAllowed($0, appleNames: appleNames) }
      .map(\.qualifiedName)
    #expect(
      rejected == [
        "SystemHost.send()", "SpacesAppInfoLike", "ViewNode", "ViewNode.empty",
        "String.hostHelper",
      ])
  }
}
