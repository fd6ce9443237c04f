import NIOCore

/// Splits a byte stream into newline-terminated lines (without the newline), refusing any line
/// longer than a limit: a peer can't make the reader buffer without bound.
///
/// A last line without a newline at the end of the stream counts as a line.
struct LineDecoder: ByteToMessageDecoder {
  typealias InboundOut = ByteBuffer

  /// The longest line accepted, in bytes.
  let maxLength: Int

  mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws
    -> DecodingState
  {
    guard let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
      if buffer.readableBytes > maxLength { throw LineTooLongError(maxLength: maxLength) }
      return .needMoreData
    }
    let length = newline - buffer.readerIndex
    guard length <= maxLength else { throw LineTooLongError(maxLength: maxLength) }
    let line = buffer.readSlice(length: length)!
    buffer.moveReaderIndex(forwardBy: 1)
    context.fireChannelRead(wrapInboundOut(line))
    return .continue
  }

  mutating func decodeLast(
    context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool
  ) throws -> DecodingState {
    while try decode(context: context, buffer: &buffer) == .continue {}
    if buffer.readableBytes > 0 {
      guard buffer.readableBytes <= maxLength else {
        throw LineTooLongError(maxLength: maxLength)
      }
      let line = buffer.readSlice(length: buffer.readableBytes)!
      context.fireChannelRead(wrapInboundOut(line))
    }
    return .needMoreData
  }
}

/// A line was longer than the limit.
package struct LineTooLongError: Error, CustomStringConvertible {
  /// The limit, in bytes.
  package var maxLength: Int
  package var description: String { "message longer than \(maxLength) bytes" }
}
