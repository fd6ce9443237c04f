import Foundation
import SpacesKit
import Testing

/// An app's own type conforming to a protocol whose host side SpacesKit keeps to its own types
/// (the hooks are package): it compiles, and the system shows nothing or says it isn't
/// supported, rather than crashing.
@MainActor
@Suite struct ForeignConformanceTests {
  struct HomemadeTemplate: ControlWidgetTemplate {}
  struct HomemadeControlConfiguration: ControlWidgetConfiguration {}
  struct HomemadeWidgetConfiguration: WidgetConfiguration {}
  struct HomemadeStyle: ShapeStyle {}
  struct HomemadeSummary: ParameterSummary {}
  struct HomemadeResult: IntentResult {}

  struct Intent: AppIntent {
    static let title: LocalizedStringResource = "Homemade"
    func perform() async throws -> HomemadeResult { HomemadeResult() }
  }

  struct HomemadeControl: ControlWidget {
    var body: some ControlWidgetConfiguration { HomemadeControlConfiguration() }
  }

  struct EmptyBundle: WidgetBundle {
    var body: some Widget {}
  }

  @Test func aHomemadeTemplateIsADisabledControlSayingSo() {
    let resolved = HomemadeTemplate().tint(.red)._resolved
    #expect(resolved.title == "HomemadeTemplate")
    #expect(resolved.isDisabled)
    #expect(resolved.currentLabel.valueText == "Not supported")
  }

  @Test func aHomemadeControlConfigurationRegistersAControlSayingSo() {
    let definition = HomemadeControl().body._definition
    #expect(definition.kind.hasSuffix("HomemadeControlConfiguration"))
    #expect(definition.preview(nil).currentLabel.valueText == "Not supported")
  }

  @Test func aHomemadeWidgetConfigurationRegistersNothing() {
    #expect(HomemadeWidgetConfiguration()._entries.isEmpty)
    #expect(EmptyBundle().body.body._entries.isEmpty)
  }

  @Test func aHomemadeStyleIsThePrimaryColour() {
    #expect(HomemadeStyle()._color == .primary)
  }

  @Test func aHomemadeSummaryHasNoSentence() {
    #expect(HomemadeSummary()._pieces(for: Intent()) == nil)
    #expect(HomemadeSummary()._unsupportedAPIs.isEmpty)
  }

  @Test func aHomemadeResultShowsNothing() async throws {
    let content = try await IntentBox(Intent()).perform()
    #expect(content.dialog == nil && content.snippet == nil && content.valueDescription == nil)
  }
}
