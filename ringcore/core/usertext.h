#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace ringcore {

/// What a user typed or a file held, made safe to show in a message: the one helper every error
/// that echoes input uses, so that a 10 MB token, a terminal escape sequence or a NUL byte never
/// reaches the terminal or a dialog as it is.
///
///  - quoted(): a token in quotes, control characters (C0, DEL, C1) and bidirectional overrides
///    written as escapes ("\x1B", "\x00", "\u202E"), cut after `max` characters with the length
///    said: `"AAAAAAAAAAAAAAAA…" (10,485,760 characters)`.
///  - forMessage(): the last guard before a message is printed (ringlab-cli's usageError() and
///    failure()): the same escapes for every control character but newline and tab, any word longer
///    than kMaxWord characters cut as quoted() cuts, and the whole message cut at kMaxMessage.
class UserText
{
public:
    static constexpr int kMaxToken = 60;
    static constexpr int kMaxWord = 200;
    static constexpr int kMaxMessage = 8000;

    static QString quoted(QStringView text, int max = kMaxToken);
    /// Bytes as UTF-8 (invalid sequences shown as U+FFFD).
    static QString quoted(QByteArrayView bytes, int max = kMaxToken);
    /// The token escaped and cut, without quotes.
    static QString shown(QStringView text, int max = kMaxToken);
    static QString forMessage(const QString &message);
};

} // namespace ringcore
