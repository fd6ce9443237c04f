import Foundation
import Testing

@testable import SpacesKit

/// A ride's Live Activity that draws a compact layout in the small family (CarPlay, the watch's
/// Smart Stack) and the full one on the Lock Screen, as iOS 18 apps write it.
private struct RideView: View {
  @Environment(\.activityFamily) var activityFamily

  var body: some View {
    switch activityFamily {
    case .small: Text("Ride · small")
    case .medium: Text("Ride · medium")
    }
  }
}

@MainActor
@Suite("Live Activity families")
struct ActivityFamilyTests {
  @Test("supplementalActivityFamilies is kept; views read the medium family, as drawn")
  func families() {
    let configuration = ActivityConfiguration(for: CountdownAttributes.self) { _ in
      RideView()
    }
    .supplementalActivityFamilies([.small])
    #expect(configuration.definition.supplementalFamilies == [.small])
    #expect(EnvironmentValues().activityFamily == .medium)
    #expect(resolveViewNode(RideView()) == resolveViewNode(Text("Ride · medium")))
    var small = EnvironmentValues()
    small.activityFamily = .small
    #expect(
      resolveViewNode(RideView(), environment: small) == resolveViewNode(Text("Ride · small")))
  }
}
