import Foundation
import SampleApps
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The game character of "Keeping a widget up to date", watched over simulated hours: health
/// +25 %/h with `.atEnd`, the dragon's `.after(2h)`, `.never` at full health, and the healing
/// potion's reload through `getCurrentConfigurations`.
@MainActor
@Suite("Game widget over simulated hours", .serialized)
struct GameWidgetTests {
  /// The widget of a character in a family.
  func widget(_ pilot: Pilot, _ family: WidgetFamily, _ name: String) -> WidgetInstance? {
    pilot.state.widgets.instances.values.first {
      $0.family == family && $0.view.node.plainText.contains(name)
    }
  }

  func health(_ pilot: Pilot, _ family: WidgetFamily, _ name: String) -> String? {
    guard let text = widget(pilot, family, name)?.view.node.plainText else { return nil }
    return text.split(separator: " ").first { $0.hasSuffix("%") }.map(String.init)
  }

  @Test("Power Panda heals 25 % an hour, then the timeline ends with .never at 100 %")
  func healing() async throws {
    let pilot = try await Pilot(apps: SampleCatalog.appsWithWidgets)
    defer { pilot.close() }
    await pilot.engine.settle()
    #expect(health(pilot, .systemSmall, "Power Panda") == "25%")
    let panda = try #require(widget(pilot, .systemSmall, "Power Panda"))
    #expect(panda.entries.count == 4)
    #expect(panda.policy == .atEnd)
    await pilot.advance(by: 3600)
    #expect(health(pilot, .systemSmall, "Power Panda") == "50%")
    await pilot.advance(by: 2 * 3600)
    #expect(health(pilot, .systemSmall, "Power Panda") == "100%")
    // The policy reload after the last entry: one entry at full health and `.never`.
    await pilot.advance(by: 60)
    let full = try #require(pilot.state.widgets.instances[panda.id])
    #expect(full.entries.count == 1)
    #expect(full.policy == .never)
    #expect(full.nextReload == nil)
    #expect(pilot.eventLines.contains("widget reload character-detail#1 cause=policy"))
    // Nothing happens for the rest of the day.
    let reloads = pilot.eventLines.filter { $0.hasPrefix("widget reload character-detail#1") }
    await pilot.advance(by: 20 * 3600)
    #expect(
      pilot.eventLines.filter { $0.hasPrefix("widget reload character-detail#1") } == reloads)
  }

  @Test("the dragon's battle: .after(2 h), then hourly healing to full")
  func dragon() async throws {
    let pilot = try await Pilot(apps: SampleCatalog.appsWithWidgets)
    defer { pilot.close() }
    await pilot.engine.settle()
    let egghead = try #require(widget(pilot, .systemSmall, "Egghead"))
    #expect(egghead.entries.count == 2)
    #expect(egghead.policy == .after(pilot.now + 2 * 3600))
    #expect(health(pilot, .systemSmall, "Egghead") == "50%")
    await pilot.advance(by: 2 * 3600 + 1)
    let after = try #require(pilot.state.widgets.instances[egghead.id])
    #expect(after.policy == .atEnd)
    #expect(after.entries.map { $0.view.plainText.contains("100%") } == [false, false, true])
    await pilot.advance(by: 2 * 3600)
    #expect(health(pilot, .systemSmall, "Egghead") == "100%")
  }

  @Test("a healing potion reloads the widget showing that character (cause=app)")
  func healingPotion() async throws {
    let pilot = try await Pilot(apps: SampleCatalog.appsWithWidgets)
    defer { pilot.close() }
    await pilot.engine.settle()
    await pilot.advance(by: 600)
    pilot.engine.host.runSync { GameApp().receiveHealingPotion(for: GameCharacter.all[0]) }
    await pilot.engine.settle()
    #expect(pilot.eventLines.contains("widget reload character-detail#1 cause=app"))
    #expect(health(pilot, .systemSmall, "Power Panda") == "79%")
    let infos = try await pilot.engine.host.run {
      try await WidgetCenter.shared.currentConfigurations()
    }
    #expect(
      infos.filter { $0.kind == CharacterDetailWidget.kind }.count
        == GameApp.defaultWidgets.count)
    #expect(
      infos.first?.widgetConfigurationIntent(of: SelectCharacterIntent.self)?.character?.name
        == "Power Panda")
  }
}
