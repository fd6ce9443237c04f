import CSpacesPreviewSection

/// One `#Preview`'s record in the "spaces_previews" section.
///
/// A marker and a function that makes the preview (boxed, retained). The macro writes these; don't
/// use it directly. Public only because the macro's expansion, compiled in the app's module,
/// declares one.
public typealias _PreviewRecord = (
  marker: UInt64, make: @convention(c) () -> UnsafeMutableRawPointer
)

/// The marker every record starts with ("SPREVIEW").
let previewRecordMarker: UInt64 = 0x5350_5245_5649_4557

/// Makes a preview for a record: the macro's expansion calls it. Don't use it directly.
///
/// Public only because the expansion, compiled in the app's module, calls it (`package` or SPI
/// would hide it from that module); DocC hides it, as it does every underscored name.
public func _previewRecordPayload(
  source: String, _ make: @escaping @MainActor () -> Preview
) -> UnsafeMutableRawPointer {
  Unmanaged.passRetained(PreviewMaker(source: source, make: make)).toOpaque()
}

/// How to make one discovered preview: on the main actor, when it is used.
final class PreviewMaker: Sendable {
  let source: String
  let make: @MainActor () -> Preview

  init(source: String, make: @escaping @MainActor () -> Preview) {
    self.source = source
    self.make = make
  }
}

extension Preview {
  /// Every `#Preview` of a widget compiled into the program, in the order the linker placed
  /// them, found through the records the macro puts in the "spaces_previews" section, then
  /// the previews of every `PreviewProvider`.
  package static var discovered: [Preview] {
    discoveredMakers.map { maker in
      var preview = maker.make()
      preview.source = maker.source
      return preview
    } + providerPreviews
  }

  /// The records' makers, read once.
  static let discoveredMakers: [PreviewMaker] = {
    guard let start = spaces_previews_start(), let end = spaces_previews_end() else { return [] }
    var makers: [PreviewMaker] = []
    let stride = MemoryLayout<_PreviewRecord>.stride
    var cursor = UnsafeRawPointer(start)
    let last = UnsafeRawPointer(end)
    while cursor + stride <= last {
      let record = cursor.loadUnaligned(as: _PreviewRecord.self)
      if record.marker == previewRecordMarker {
        makers.append(Unmanaged<PreviewMaker>.fromOpaque(record.make()).takeRetainedValue())
        cursor += stride
      } else {
        // Padding between records of different object files.
        cursor += MemoryLayout<UInt64>.alignment
      }
    }
    return makers
  }()
}
