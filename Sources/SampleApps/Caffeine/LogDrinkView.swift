import SpacesKit

/// The Espresso button: logs an espresso from the widget (the session's 15:10 listing).
struct LogDrinkView: View {
  var body: some View {
    Button(intent: LogDrinkIntent(drink: .espresso)) {
      Label("Espresso", systemImage: "plus")
        .font(.caption)
    }
    .tint(.espresso)
  }
}
