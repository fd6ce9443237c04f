import SpacesKit
import SpacesTesting
import Testing

@testable import Roastery

/// The roastery's widget in a dashboard: drawn from the asset catalog the target ships.
@MainActor
@Suite(.serialized) struct RoasteryTests {
  @Test func theWidgetDrawsTheCatalogsImagesAsHalfBlocks() async throws {
    let dashboard = try await TestDashboard(bundle: RoasteryWidgets.self)
    defer { dashboard.close() }
    let home = dashboard.frame(of: .homeScreen)
    #expect(home.contains("Ethiopia Guji"))
    #expect(home.contains("▀"), "\(home)")
    #expect(!home.contains("[image:"), "\(home)")
  }

  @Test func theOrderButtonRuns() async throws {
    let dashboard = try await TestDashboard(bundle: RoasteryWidgets.self)
    defer { dashboard.close() }
    await dashboard.tap("Order")
    #expect(dashboard.events.intentRuns.last?.outcome == .succeeded(dialog: "Your beans are on their way."))
  }
}
