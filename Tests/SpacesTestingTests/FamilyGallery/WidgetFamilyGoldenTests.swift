import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// Each kind of view (text, shapes, colour, gauges, layout, symbols) in every iPhone family, as
/// the dashboard draws it: small, medium and large on the Home Screen (the large one on the
/// second page, as a 6-row page can't hold all three), circular, rectangular
/// and inline on the Lock Screen (vibrant). Golden frames in `__Frames__`, read by a person.
@MainActor
@Suite("Golden frames: each kind of view in every widget family", .serialized)
struct WidgetFamilyGoldenTests {
  nonisolated static let views = ["text", "shapes", "colour", "gauge", "layout", "symbols"]

  @Test("Home Screen families: small, medium, large", arguments: views)
  func homeScreen(view: String) async throws {
    let dashboard = try await TestDashboard(
      bundle: GalleryWidgets.self, size: .init(width: 120, height: 44))
    defer { dashboard.close() }
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
      #expect(await dashboard.addWidget("gallery.\(view)", family: family), "\(family)")
    }
    await dashboard.show(.homeScreen)
    // A 6-row page holds the small and the medium one; the large one starts the next page.
    let message = dashboard.verifyFrame(of: .homeScreen, matchesGolden: "\(view)-home-screen")
    #expect(message == nil, "\(message ?? "")")
    await dashboard.press(.pageDown)
    let large = dashboard.verifyFrame(
      of: .homeScreen, matchesGolden: "\(view)-home-screen-large")
    #expect(large == nil, "\(large ?? "")")
  }

  @Test("Lock Screen families: circular, rectangular, inline", arguments: views)
  func lockScreen(view: String) async throws {
    let dashboard = try await TestDashboard(
      bundle: GalleryWidgets.self, size: .init(width: 120, height: 40))
    defer { dashboard.close() }
    for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
      #expect(await dashboard.addWidget("gallery.\(view)", family: family), "\(family)")
    }
    await dashboard.show(.lockScreen)
    let message = dashboard.verifyFrame(of: .lockScreen, matchesGolden: "\(view)-lock-screen")
    #expect(message == nil, "\(message ?? "")")
  }
}
