#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>

namespace ringcore {

/// One request read from an access log.
struct LogRequest
{
    QByteArray key;     ///< the request URI (path and query) as logged
    uint64_t bytes = 0; ///< response size in bytes as the format logs it; 0 for a plain path
    bool hasSize = false;
    QString format;     ///< the AccessLogFormat's id ("nginx-combined", …), or kPathFormat
};

/// A log format a system writes, registered from the system's folder
/// (RINGCORE_REGISTER_ACCESS_LOG_FORMAT): AccessLogReader tries them in order.
struct AccessLogFormat
{
    QString id; ///< "nginx-combined", "haproxy-httplog"
    /// What a line of it is, translated, for the reader's error ("an nginx combined line").
    std::function<QString()> describe;
    /// Parses one line (without its newline): 1 for a request (*request filled), 0 for a valid line
    /// of this format without a key, -1 when the line is not of this format.
    std::function<int(QByteArrayView line, LogRequest *request)> parse;
};

/// Every access-log format, in order.
class AccessLogFormatRegistry
{
public:
    static bool add(int order, AccessLogFormat format);
    static QList<const AccessLogFormat *> all();
};

/// What every log format's parser shares.
namespace accesslog {
/// "/images/a.png": the format of a file of one path per line (no registration: always tried first).
inline constexpr char kPathFormat[] = "path";
bool isDigits(QByteArrayView v);
/// Decimal digits to a number, UINT64_MAX when it does not fit.
uint64_t toNumber(QByteArrayView v);
/// "METHOD URI VERSION" (or HTTP/0.9's "METHOD URI"): the URI, or empty when the request line
/// is something else ("-", "<BADREQ>", binary junk).
QByteArrayView requestUri(QByteArrayView request);
} // namespace accesslog

/// Registers a log format from its system's folder:
/// RINGCORE_REGISTER_ACCESS_LOG_FORMAT(10, nginxCombinedFormat())
#define RINGCORE_REGISTER_ACCESS_LOG_FORMAT(order, format)                                           \
    namespace {                                                                                      \
    const bool ringcoreAccessLogFormatRegistered = ::ringcore::AccessLogFormatRegistry::add(order, format); \
    }

} // namespace ringcore
