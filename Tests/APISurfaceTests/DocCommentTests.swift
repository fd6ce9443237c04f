import Foundation
import Testing

/// Every public declaration of SpacesKit and SpacesTesting has a doc comment that starts with
/// a one-line summary.
@Suite struct DocCommentTests {
  @Test(arguments: APISurface.documentedModules)
  func everyPublicDeclarationIsDocumented(module: String) throws {
    for declaration in try APISurface.declarations(ofModule: module) {
      if let problem = DocCommentRule.problem(with: declaration) {
        Issue.record("\(declaration): \(problem)", sourceLocation: declaration.sourceLocation)
      }
    }
  }

  /// A summary wrapping onto a second line is allowed only where it was written before the
  /// rule: `MultiLineSummaries.grandfathered` lists those, and the list only shrinks.
  @Test(arguments: APISurface.documentedModules)
  func summariesAreOneLine(module: String) throws {
    for declaration in try APISurface.declarations(ofModule: module)
    where DocCommentRule.hasMultiLineSummary(declaration)
      && !MultiLineSummaries.grandfathered.contains(declaration.qualifiedName)
    {
      Issue.record(
        Comment(
          rawValue:
            "\(declaration): the summary continues onto a second line (\"\(declaration.docLines[1])\"); "
            + "end it on the first line and leave a blank `///` line before the discussion"),
        sourceLocation: declaration.sourceLocation)
    }
  }

  /// A grandfathered name leaves the list once its summary fits on one line or it isn't public.
  ///
  /// So the list only shrinks.
  @Test func everyGrandfatheredSummaryStillWraps() throws {
    let wrapping = Set(
      try APISurface.documentedModules.flatMap { try APISurface.declarations(ofModule: $0) }
        .filter(DocCommentRule.hasMultiLineSummary).map(\.qualifiedName))
    for name in MultiLineSummaries.grandfathered.sorted() where !wrapping.contains(name) {
      Issue.record(
        Comment(
          rawValue:
            "\(name) is in MultiLineSummaries.grandfathered, but no public declaration of that "
            + "name has a summary wrapping onto a second line; remove it from the list"))
    }
  }

  @Test func spacesKitHasPublicDeclarationsToCheck() throws {
    let declarations = try APISurface.declarations(ofModule: "SpacesKit")
    #expect(declarations.count > 500)
    #expect(declarations.contains { $0.qualifiedName == "Color.red" && $0.kind == .variable })
  }

  @Test func anUndocumentedDeclarationIsReported() {
    let source = """
      /// A documented type.
      public struct Documented {
        public var undocumented: Int
        /// 
        public func blankFirstLine() {}
        /// - Parameter x: The value.
        public func parametersFirst(_ x: Int) {}
        /// Short
        public func tooShort() {}
      }
      """
    let problems = PublicDeclarationCollector.declarations(in: source, file: "F.swift")
      .compactMap { declaration in
        DocCommentRule.problem(with: declaration).map { (declaration, $0) }
      }
    #expect(
      problems.map(\.0.qualifiedName) == [
        "Documented.undocumented", "Documented.blankFirstLine()", "Documented.parametersFirst(_:)",
        "Documented.tooShort()",
      ])
    #expect(problems.map(\.0.line) == [3, 5, 7, 9])
    #expect(problems[0].1.contains("no doc comment"))
  }

  @Test func aDocumentedDeclarationPasses() {
    let source = """
      /// A view that shows a value.
      ///
      /// More about it.
      @MainActor public struct Shown {}
      /**
       A block-commented function with a summary.
       */
      public func blockDocumented() {}
      """
    let declarations = PublicDeclarationCollector.declarations(in: source, file: "F.swift")
    #expect(declarations.count == 2)
    #expect(declarations.allSatisfy { DocCommentRule.problem(with: $0) == nil })
    #expect(declarations.map(\.line) == [4, 8])
  }

  @Test func aMultiLineSummaryIsDetected() {
    let source = """
      /// A summary that goes on
      /// past its first line.
      public struct Wrapped {}
      /// A summary on one line.
      ///
      /// Discussion that goes on
      /// for two lines.
      public struct OneLine {}
      """
    let declarations = PublicDeclarationCollector.declarations(in: source, file: "F.swift")
    #expect(declarations.map(DocCommentRule.hasMultiLineSummary) == [true, false])
  }

  @Test func visibilityFollowsSwiftsRules() {
    let source = """
      public protocol P {
        associatedtype Value
        func requirement()
      }
      public enum E { case a, b(label: Int, Int) }
      enum Internal { case hidden; public static let alsoHidden = 1 }
      struct InternalType { public func hidden() {} }
      public extension InternalType.Nested { func extensionMember() {} }
      extension P { public func helper(_ x: Int, named: String) {}; func internalHelper() {} }
      public struct S {
        public private(set) var readOnly: Int
        private var hidden: Int
        public init?(value: Int) { func local() {} }
        public subscript(index: Int) -> Int { 0 }
        public static let a = 1, b = 2
      }
      #if os(Linux)
      public func linuxOnly() {}
      #endif
      public macro Preview() = #externalMacro(module: "M", type: "T")
      """
    let names = PublicDeclarationCollector.declarations(in: source, file: "F.swift")
      .map(\.qualifiedName)
    #expect(
      names == [
        "P", "P.Value", "P.requirement()", "E", "E.a", "E.b(label:_:)",
        "InternalType.Nested.extensionMember()", "P.helper(_:named:)", "S", "S.readOnly",
        "S.init?(value:)", "S.subscript(_:)", "S.a", "S.b", "linuxOnly()", "Preview",
      ])
  }

  /// An `@_spi(…)` declaration is invisible to a plain `import`, and so is all it contains.
  @Test func spiDeclarationsAreNotPublic() {
    let source = """
      @_spi(SpacesHost) public struct Hidden { public var member: Int }
      @_spi(SpacesHost)
      public enum HiddenEnum { case a }
      public protocol P {
        @_spi(SpacesHost) var _hook: Hidden { get }
        func shown()
      }
      public struct S {
        @_spi(SpacesHost) public var hiddenMember: Int
        @MainActor public var shownMember: Int
      }
      @_spi(SpacesHost) extension S { public func hiddenHelper() {} }
      @_spi(SpacesHost) public extension S { func alsoHidden() {} }
      """
    let names = PublicDeclarationCollector.declarations(in: source, file: "F.swift")
      .map(\.qualifiedName)
    #expect(names == ["P", "P.shown()", "S", "S.shownMember"])
  }
}

extension PublicDeclaration {
  /// The declaration's place in its source file, for an issue Xcode and `swift test` show there.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "SystemSpaces/\(file)",
      filePath: APISurface.packageRoot.appendingPathComponent(file).path, line: line, column: 1)
  }
}
