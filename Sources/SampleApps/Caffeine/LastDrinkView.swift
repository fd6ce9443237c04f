import Foundation
import SpacesKit

/// The last drink, pushed in from the bottom on a smooth 1.8 s curve whenever it changes (the
/// session's 7:18 listing).
struct LastDrinkView: View {
  let log: CaffeineLog

  var body: some View {
    VStack(alignment: .leading) {
      Text(log.drink.name)
        .bold()
      Text("\(log.date, format: Self.dateFormatStyle) · \(caffeineAmount)")
    }
    .font(.caption)
    .id(log)
    .transition(.push(from: .bottom))
    .animation(.smooth(duration: 1.8), value: log)
  }

  var caffeineAmount: String {
    log.drink.caffeine.formatted()
  }

  static let dateFormatStyle = Date.FormatStyle(
    date: .omitted, time: .shortened)
}
