/// The "Find <entities>" action of a property query, as the Siri bar runs it: it asks what to
/// find in one line (`title contains pilot sorted by published descending limit 3`), asks again
/// saying what it didn't understand, and shows what the query returns with each entity's title,
/// subtitle and symbol.
package struct FindEntitiesIntent<Query: EntityPropertyQuery>: AppIntent {
  /// “Find Episodes”.
  package static var title: LocalizedStringResource {
    let representation = Query.Entity.typeDisplayRepresentation
    let name = representation.name.resolvedText
    return LocalizedStringResource(stringLiteral: "Find \(representation.pluralName ?? name + "s")")
  }

  package init() {}

  /// Asks, runs the query, and shows the entities found.
  package func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let finder = await PropertyQueryFinder.make(Query())
    var problem: String?
    while true {
      let question =
        (problem.map { $0.prefix(1).uppercased() + $0.dropFirst() + ". " } ?? "")
        + "Find \(finder.pluralName.lowercased()) where… (\(finder.grammar))"
      let answer = try await SystemHost.current.ask(
        .value(title: finder.title, dialog: question))
      guard case .text(let text) = answer else {
        throw IntentPromptError.unexpectedAnswer(answer)
      }
      let request: PropertyQueryFinder.Request
      do {
        request = try finder.request(from: text)
      } catch {
        problem = error.description
        continue
      }
      let rows = try await finder.find(request)
      let count = Query.Entity.typeDisplayRepresentation.counted(rows.count)
      return .result(
        dialog: IntentDialog(stringLiteral: "Found \(count)."), view: FoundEntitiesView(rows: rows))
    }
  }
}

/// The entities a Find action found, a row each: the symbol, the title and the subtitle.
struct FoundEntitiesView: View {
  let rows: [ParameterOption]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(rows.indices) { index in
        let row = rows[index]
        let text = row.title + (row.subtitle.map { " · \($0)" } ?? "")
        if let symbol = row.systemImage {
          Label(text, systemImage: symbol)
        } else {
          Text(text)
        }
      }
    }
  }
}
