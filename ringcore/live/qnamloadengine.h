#pragma once

#include "ringcore/live/loadengine.h"

#include <QElapsedTimer>
#include <QList>

#include <memory>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QUrl;

namespace ringcore {

/// Load through QNetworkAccessManager. Qt 6.4 opens at most 6 HTTP/1.1 connections per host and
/// manager, so the engine spreads its `concurrency` request slots over ceil(concurrency/6)
/// managers; each slot sends its next key when its reply finishes.
class QnamLoadEngine : public LoadEngine
{
    Q_OBJECT
public:
    explicit QnamLoadEngine(QObject *parent = nullptr);
    ~QnamLoadEngine() override;

    void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) override;
    void abort() override;
    QString name() const override { return QStringLiteral("qnam"); }

    static constexpr int kConnectionsPerManager = 6;

    /// The request target Qt's HTTP client puts on the wire for `key` (empty when `key` is not a
    /// valid URL path). Qt normalises what it sends: "/a/../b" becomes "/b", "/a/./c" "/a/c",
    /// "/frag#top" "/frag", "/pct%41" "/pctA". Such keys cannot be measured with this engine.
    static QByteArray requestTarget(QByteArrayView key);
    /// True when Qt sends `key` byte for byte; else false and *sentAs (if given) what it sends
    /// (empty: not a URL path Qt accepts). Plain keys (letters, digits, "-._~/", no "//" and no
    /// "/." segment) are decided without building a QUrl.
    static bool sendsUnchanged(QByteArrayView key, QByteArray *sentAs = nullptr);
    /// Index of the first key this engine would not send byte for byte (-1 when none), and in
    /// *sentAs what it would send instead.
    static qsizetype firstRewrittenKey(const KeySet &keys, QByteArray *sentAs);

private:
    static QUrl url(const QByteArray &base, QByteArrayView key);
    void sendNext(int slot);
    void onReplyFinished(int slot, QNetworkReply *reply, qint64 sentNs);

    std::vector<std::unique_ptr<QNetworkAccessManager>> m_managers;
    const KeySet *m_keys = nullptr;
    LoadSink *m_sink = nullptr;
    qsizetype m_next = 0, m_end = 0;
    int m_inFlight = 0;
    bool m_aborted = false;
    QList<QNetworkReply *> m_replies; ///< per slot, for abort
    QElapsedTimer m_clock;
    QByteArray m_base;
};

} // namespace ringcore
