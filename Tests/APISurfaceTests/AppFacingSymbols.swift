/// What SpacesKit may declare public: Apple's names and the short lists of its own below.
///
/// Apple's names are those the porting guide's framework tables list. Everything else the host
/// needs is `package`. A symbol joins these lists in code review, never to make a test pass: a
/// type the dashboard needs is `package` (every module of the package sees it), not public.
enum AppFacingSymbols {
  /// SpacesKit's own types an app uses, public with all their members.
  static let ownTypes: Set<String> = [
    // Names the app of a `@main` bundle and the widgets it places at start.
    "SpacesAppInfo", "SpacesWidgetPlacement",
    // Named by the control builders' signatures (a button's default action label, a template
    // chosen by `if`/`else`); apps don't write them.
    "ControlWidgetButtonDefaultActionLabel", "AnyControlTemplate",
    // The intent of `AppIntentControlConfiguration()`, for listings that elide its arguments.
    "ElidedControlConfigurationIntent",
    // What a shape's `body`, `trim(from:to:)`/`rotation(_:)` and `stroke(lineWidth:)` return,
    // named as SwiftUI names its own (`_ShapeView`); apps don't write them.
    "_ShapeView", "_GeometryShape", "_StrokedShape",
    // What the system's hooks on Apple's protocols return (`View._makeViewNode(_:in:)`,
    // `WidgetConfiguration._registration`…), underscored as SwiftUI's `_ViewOutputs`; their
    // contents are package, so apps can neither make nor read them.
    "_ViewNodeOutput", "_WidgetRegistration", "_ControlRegistration",
    "_ControlTemplateResolution",
  ]

  /// SpacesKit's own declarations public alone, without the members this list doesn't name.
  static let ownDeclarations: Set<String> = [
    // The dashboard's clock, `SystemHost.current.now()`; the rest of the host is package.
    "SystemHost", "SystemHost.current", "SystemHost.now",
    // What the `#Preview` macro's expansion, compiled in the app's module, uses.
    "_PreviewRecord", "_previewRecordPayload(source:_:)",
    // What `ViewBuilder.buildEither` builds, under SwiftUI's name for it.
    "_ConditionalContent",
    // `View.body` of SpacesKit's primitive views (`Text().body`), declared once on the package
    // protocol they adopt.
    "_PrimitiveView.body",
    // The system's hooks (underscored requirements of Apple's protocols, as SwiftUI's
    // `_makeView`) as SpacesKit's own configurations, templates and primitive views implement
    // them: resolution and installing an app dispatch through witness tables, not casts.
    "_PrimitiveView._makeViewNode(_:in:)", "RegisteredWidgetConfiguration._registration",
    "DefinedControlConfiguration._registration", "ResolvedControlTemplate._template",
  ]

  /// Members SpacesKit adds to types of Swift and Foundation.
  ///
  /// Witnesses of Apple's protocols (`View`, `EntityIdentifierConvertible`) and Foundation API
  /// that Linux lacks.
  static let foreignMembers: Set<String> = [
    "Never.body", "Optional.Body", "Optional.body",
    "String.entityIdentifierString", "String.entityIdentifier(for:)",
    "Int.entityIdentifierString", "Int.entityIdentifier(for:)",
    "UUID.entityIdentifierString", "UUID.entityIdentifier(for:)",
    "String.init(localized:)", "String.init(localized:table:bundle:locale:comment:)",
    "String.init(localized:defaultValue:table:bundle:locale:comment:)",
    "FileManager.containerURL(forSecurityApplicationGroupIdentifier:)",
    "Measurement.formatted()",
  ]

  /// The frameworks whose tables in the porting guide list Apple's names.
  static let appleFrameworks = [
    "WidgetKit", "AppIntents", "SwiftUI", "UIKit", "ActivityKit", "os", "MediaPlayer",
    "CoreSpotlight",
  ]

  /// The names the guide's Apple tables list as declared (`Text`, `View.padding`).
  static func appleNames(in guide: PortingGuide) -> Set<String> {
    Set(
      guide.entries.filter { entry in
        entry.status.isDeclared && appleFrameworks.contains { entry.framework.hasPrefix($0) }
      }.map(\.declarationName))
  }

  /// Whether a public declaration is Apple's or one of SpacesKit's own app-facing symbols.
  ///
  /// Apple's: it, or a type it is declared in, has a row in an Apple table.
  static func isAllowed(_ declaration: PublicDeclaration, appleNames: Set<String>) -> Bool {
    let name = declaration.qualifiedName
    if ownDeclarations.contains(name) || foreignMembers.contains(name) { return true }
    let components = name.split(separator: ".").map(String.init)
    if let root = components.first, ownTypes.contains(root) { return true }
    return components.indices.contains { index in
      let prefix = components[...index].joined(separator: ".")
      return appleNames.contains(prefix)
        || appleNames.contains(PublicSymbolIndex.withoutLabels(prefix))
    }
  }

  /// Host types an app must never see again: those the "House v3" issue found public.
  static let hostTypes: Set<String> = [
    "ViewNode", "ViewModifierValue", "TextContent", "StackAxis", "StackAlignment",
    "GaugeContent", "FlexibleFrame", "ViewIdentity", "ViewCallback", "ResolvedView",
    "resolveViewNode", "ViewStateStore", "AppScreenContext", "SiriTipContent",
    "ShortcutsLinkContent", "IntentBox", "AnyIntentParameter", "ParameterFieldKind",
    "ParameterOption", "ParameterValueError", "IntentParameterError", "ParameterSummaryPiece",
    "IntentResultContent", "IntentPrompt", "IntentAnswer", "IntentPromptError",
    "SystemRequest", "WakeRegistry", "WidgetRegistry", "ActivityRegistry", "ActivityRecord",
    "ActivityDefinition", "WidgetDefinition", "ControlDefinition", "ResolvedTimeline",
    "ResolvedEntry", "ResolvedControl", "ResolvedControlLabel", "ControlConfigurationSupport",
    "ControlConfigurationError", "WidgetBundleEntry", "WidgetBundleContent",
    "ModifiedWidgetConfiguration", "ModifiedControlConfiguration",
    "AppShortcutParameterUpdates", "AppShortcutPhraseTemplate", "DashboardLaunchRequest",
    "_PrimitiveView",
  ]

  /// The types other modules keep public, with their members: those SpacesTesting's API speaks.
  ///
  /// Every other declaration of those modules is package.
  static let otherModulesPublicTypes: [String: Set<String>] = [
    "SpacesEngine": ["Space", "KeyEvent", "TerminalSize"]
  ]

  /// The modules that declare nothing public beyond `otherModulesPublicTypes`.
  ///
  /// Every module under `Sources` but SpacesKit and SpacesTesting (the API) and SpacesKitMacros
  /// (a compiler plugin, which no app imports).
  static let packageOnlyModules = [
    "SpacesEngine", "SpacesRender", "SpacesTerminal", "SpacesStateServer", "SpacesDashboard",
    "SpacesBench", "SampleApps", "SampleAppsCatalog", "SpacesTestSupport", "spaces",
  ]
}
