import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// "Edit Widget": `c` on a Home Screen widget opens its configuration intent's form; saving
/// reloads with cause "configured"; a new widget's entity parameter starts from the query's
/// `defaultResult()`.
@MainActor
@Suite("Edit Widget and a new widget's default entity")
struct EditWidgetTests {
  private func form(_ pilot: Pilot) -> ConfigurationFormState? {
    guard case .configuration(let form) = pilot.state.topPresentation else { return nil }
    return form
  }

  private func cityWidget(_ pilot: Pilot) throws -> WidgetInstance {
    try #require(
      pilot.state.widgets.instances.values.first { $0.kind == "com.example.Weather.City" })
  }

  private func cityName(_ widget: WidgetInstance) -> String? {
    (widget.configuration?.intent as? SelectCityIntent)?.city?.name
  }

  @Test("a new widget's unset entity parameter starts from its query's defaultResult()")
  func defaultResult() async throws {
    let pilot = try await Pilot(apps: [CityWeatherTestApp.app])
    defer { pilot.close() }
    await pilot.engine.settle()
    let widget = try cityWidget(pilot)
    #expect(cityName(widget) == "Lisbon")
    #expect(widget.view.node.plainText.hasPrefix("Lisbon"))
    let published = pilot.engine.host.widgets.all.first {
      $0.kind == "com.example.Weather.City"
    }
    #expect((published?.configuration as? SelectCityIntent)?.city?.name == "Lisbon")
    #expect(pilot.eventLines.contains("widget reload City#1 cause=added"))
  }

  @Test("c opens Edit Widget titled with the display name; saving reloads with 'configured'")
  func editAndSave() async throws {
    let pilot = try await Pilot(apps: [CityWeatherTestApp.app])
    defer { pilot.close() }
    await pilot.engine.settle()
    pilot.engine.send(.navigation(.show(.homeScreen)))
    await pilot.press(.character("c"))
    let form = try #require(self.form(pilot))
    #expect(form.target == .widget(try cityWidget(pilot).id))
    #expect(form.heading == "Edit Widget")
    #expect(form.title == "City Weather")
    #expect(form.description == "The weather in a city you choose.")
    #expect(form.fields.map(\.title) == ["City"])
    #expect(form.fields[0].options?.map(\.title) == ["Lisbon", "Oslo"])
    #expect(form.fields[0].shownText == "Lisbon")
    #expect(pilot.screen.contains("Edit Widget"))
    #expect(pilot.screen.contains("City Weather"))
    await pilot.press(.enter, .down, .enter, .down, .enter)
    await pilot.engine.settle()
    #expect(self.form(pilot) == nil, "the form closed")
    let widget = try cityWidget(pilot)
    #expect(cityName(widget) == "Oslo")
    #expect(widget.view.node.plainText.hasPrefix("Oslo"), "the new entry shows")
    #expect(pilot.eventLines.contains("widget reload City#1 cause=configured"))
    let published = pilot.engine.host.widgets.all.first {
      $0.kind == "com.example.Weather.City"
    }
    #expect((published?.configuration as? SelectCityIntent)?.city?.name == "Oslo")
  }

  @Test("c on a static widget: a toast says it has no options to edit")
  func staticWidget() async throws {
    let pilot = try await Pilot(apps: [CityWeatherTestApp.app])
    defer { pilot.close() }
    await pilot.engine.settle()
    pilot.engine.send(.navigation(.show(.homeScreen)))
    await pilot.press(.right, .character("c"))
    #expect(form(pilot) == nil)
    #expect(pilot.state.toast.current?.message == .text("Clock has no options to edit"))
    #expect(pilot.eventLines.contains("widget Clock has no options to edit"))
  }
}
