/// The declarations allowed a summary that wraps onto a second line: written before the rule.
///
/// `DocCommentTests.summariesAreOneLine` accepts these and no others. Rewriting a summary to
/// fit on one line removes its name from here; nothing new is added.
enum MultiLineSummaries {
  /// Qualified names (`AppEntity`, `EntityQuery.entities(for:)`), as `PublicDeclaration` names
  /// them.
  static let grandfathered: Set<String> = [
    "ActivityUIDismissalPolicy.`default`",
    "AppIntentConfiguration.init(kind:intent:provider:content:)",
    "AppIntentControlConfiguration.init(kind:provider:content:)",
    "AppIntents",
    "AppShortcut",
    "AppShortcutPhrase",
    "AppShortcutsBuilder",
    "AppShortcutsProvider",
    "AppShortcutsProvider.updateAppShortcutParameters()",
    "Button",
    "Button.init(_:intent:)",
    "Button.init(_:role:intent:)",
    "ControlInfo.configurationIntent(of:)",
    "CustomLocalizedStringResourceConvertible",
    "FillShapeStyle",
    "Gauge.init(value:in:label:currentValueLabel:)",
    "Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)",
    "IntentParameter.requestDisambiguation(among:dialog:)",
    "IntentParameter.wrappedValue",
    "IntentParameterSummary",
    "IntentParameterSummary.init(_:table:)",
    "ParameterSummary",
    "ParameterSummaryString",
    "ProgressView.init(timerInterval:countsDown:)",
    "SpacesAppInfo",
    "SpacesAppInfo.appName",
    "SpacesAppInfo.launch()",
    "SpacesAppInfo.nameSynonyms",
    "TimelineProviderContext",
    "Toggle",
    "Toggle.init(_:isOn:intent:)",
    "View.background(_:ignoresSafeAreaEdges:)",
    "View.containerBackground(for:alignment:content:)",
    "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
    "View.invalidatableContent(_:)",
    "View.overlay(_:ignoresSafeAreaEdges:)",
    "View.widgetAccentable(_:)",
    "WidgetCenter",
    "ZStack",
    "_ConditionalContent",
  ]
}
