import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// "Edit Widget" on the Lock Screen: in edit mode, with the focus on the accessory widgets
/// (`↑`), `c` opens the focused accessory widget's form, as iOS's Lock Screen editor does; on
/// the control slots `c` stays the controls'.
@MainActor
@Suite("Lock Screen: Edit Widget on an accessory widget")
struct LockScreenEditWidgetTests {
  @Test("c on a focused accessory widget opens its form; Esc leaves it as it was")
  func editAccessory() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("2"), .character("e"), .up, .character("a"), .enter)
    let city = try #require(pilot.state.widgets.lockScreen.first)
    #expect(city.family == .accessoryRectangular)
    await pilot.press(.character("c"))
    guard case .configuration(let form) = pilot.state.topPresentation else {
      Issue.record("no Edit Widget form on top: \(String(describing: pilot.state.topPresentation))")
      return
    }
    #expect(form.target == .widget(city.id))
    #expect(form.title == "City")
    await pilot.press(.escape)
    #expect(pilot.state.topPresentation == nil)
    #expect(pilot.state.widgetGallery.lockFocus == 0, "the focus stays on the widget")
  }
}
