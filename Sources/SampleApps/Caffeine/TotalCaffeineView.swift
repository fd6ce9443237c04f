import Foundation
import SpacesKit

/// Today's caffeine, its digits rolling as the total changes, pending while a logged drink's
/// new entry is on its way (the session's 16:28 listing).
struct TotalCaffeineView: View {
  let totalCaffeine: Measurement<UnitMass>
  /// Whether the cream container background shows: StandBy removes it, and espresso brown on
  /// its black wouldn't read (Apple's "Displaying the right widget background").
  @Environment(\.showsWidgetContainerBackground) private var showsBackground

  var body: some View {
    VStack(alignment: .leading) {
      Text("Total Caffeine")
        .font(.caption)

      Text(totalCaffeine.formatted())
        .font(.title)
        .minimumScaleFactor(0.8)
        .contentTransition(.numericText(value: totalCaffeine.value))
        .invalidatableContent()
    }
    .foregroundColor(showsBackground ? .espresso : nil)
    .bold()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
