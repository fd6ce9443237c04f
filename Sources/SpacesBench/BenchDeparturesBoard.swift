import Foundation
import SpacesKit

/// A large departures widget as an app writes it: a `ViewThatFits` header, `Divider`s and a
/// `Grid` of departures, the minutes shifted by `shift` (each timed layout is a new entry).
struct BenchDeparturesBoard: View {
  /// Minutes added to every departure.
  let shift: Int

  private let departures = [
    ("4", "Airport", "2", 0), ("12", "Old Town", "1", 3), ("104", "University Hospital", "4", 7),
    ("7", "Harbour", "2", 12), ("12", "Old Town", "1", 18), ("4", "Airport", "2", 24),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ViewThatFits(in: .horizontal) {
        HStack {
          Image(systemName: "tram")
          Text("Central Station").font(.headline)
          Spacer()
          Text("Next \(departures.count) departures").font(.caption)
        }
        HStack {
          Image(systemName: "tram")
          Text("Central Station").font(.headline)
        }
      }
      Divider()
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 2) {
        GridRow {
          Text("Line")
          Text("Destination")
          Text("Pl.")
          Text("Min").gridColumnAlignment(.trailing)
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        ForEach(departures.indices, id: \.self) { index in
          let (line, destination, platform, minutes) = departures[index]
          GridRow {
            Text(line).bold()
            Text(destination).lineLimit(1)
            Text(platform)
            Text("\(minutes + shift)").monospacedDigit()
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Spacer(minLength: 0)
      Divider()
      Text("Times are live from the operator").font(.caption2)
    }
    .padding(.horizontal)
  }
}
