#include "ringcore/live/qnamloadengine.h"

#include "ringcore/live/loadprotocol.h"
#include "ringcore/live/rawloadengine.h"

#include <QCoreApplication>

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

namespace ringcore {

namespace {

// HTTP (`GET <key>`): Qt's client by default, RingLab's own pipelined one when asked for.
LoadProtocol httpProtocol()
{
    LoadProtocol p;
    p.name = QStringLiteral("http");
    p.engines = {{QStringLiteral("qnam"),
                  [] { return QCoreApplication::translate("LoadEngine", "Qt's HTTP client (QNetworkAccessManager)"); }},
                 {QStringLiteral("raw"), [] {
                      return QCoreApplication::translate("LoadEngine", "RingLab's own HTTP/1.1 client (raw sockets, pipelined)");
                  }}};
    p.create = [](LoadEngineKind kind, QObject *parent) -> std::unique_ptr<LoadEngine> {
        if (kind == LoadEngineKind::Raw)
            return std::make_unique<RawLoadEngine>(parent);
        return std::make_unique<QnamLoadEngine>(parent);
    };
    return p;
}

} // namespace

RINGCORE_REGISTER_LOAD_PROTOCOL(http, httpProtocol())

QnamLoadEngine::QnamLoadEngine(QObject *parent)
    : LoadEngine(parent)
{
}

QnamLoadEngine::~QnamLoadEngine()
{
    abort();
}

void QnamLoadEngine::start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink)
{
    m_keys = keys;
    m_sink = sink;
    m_next = first;
    m_end = first + count;
    m_done = 0;
    m_inFlight = 0;
    m_aborted = false;
    m_base = "http://127.0.0.1:" + QByteArray::number(m_port);
    const int managers = (m_concurrency + kConnectionsPerManager - 1) / kConnectionsPerManager;
    while (int(m_managers.size()) < managers) {
        auto manager = std::make_unique<QNetworkAccessManager>();
        manager->setAutoDeleteReplies(false);
        manager->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
        m_managers.push_back(std::move(manager));
    }
    m_replies = QList<QNetworkReply *>(m_concurrency, nullptr);
    m_clock.start();
    for (int slot = 0; slot < m_concurrency; ++slot)
        sendNext(slot);
    if (m_inFlight == 0)
        QTimer::singleShot(0, this, &LoadEngine::finished);
}

QUrl QnamLoadEngine::url(const QByteArray &base, QByteArrayView key)
{
    return QUrl::fromEncoded(base + key.toByteArray(), QUrl::StrictMode);
}

QByteArray QnamLoadEngine::requestTarget(QByteArrayView key)
{
    // What Qt's HTTP client writes in the request line (QHttpNetworkRequestPrivate::uri): the URL
    // without fragment and user info, fully encoded, path segments normalised ("/a/../b" -> "/b"),
    // percent-encoded unreserved characters decoded ("%41" -> "A").
    QUrl copy = url(QByteArrayLiteral("http://127.0.0.1:1"), key);
    if (!copy.isValid())
        return {};
    QUrl::FormattingOptions format(QUrl::RemoveFragment | QUrl::RemoveUserInfo | QUrl::FullyEncoded
                                   | QUrl::RemoveScheme | QUrl::RemoveAuthority);
    if (copy.path().isEmpty())
        copy.setPath(QStringLiteral("/"));
    else
        format |= QUrl::NormalizePathSegments;
    return copy.toEncoded(format);
}

bool QnamLoadEngine::sendsUnchanged(QByteArrayView key, QByteArray *sentAs)
{
    bool plain = !key.contains("//") && !key.contains("/.");
    for (qsizetype i = 0; plain && i < key.size(); ++i) {
        const char c = key[i];
        plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '-'
             || c == '.' || c == '_' || c == '~';
    }
    if (plain && key.startsWith('/'))
        return true;
    const QByteArray target = requestTarget(key);
    if (target == key)
        return true;
    if (sentAs)
        *sentAs = target;
    return false;
}

qsizetype QnamLoadEngine::firstRewrittenKey(const KeySet &keys, QByteArray *sentAs)
{
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (!sendsUnchanged(keys.at(i), sentAs))
            return i;
    }
    return -1;
}

void QnamLoadEngine::sendNext(int slot)
{
    if (m_aborted || m_next >= m_end)
        return;
    const qsizetype index = m_next++;
    QNetworkRequest request(url(m_base, m_keys->at(index)));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setTransferTimeout(m_timeoutMs);
    QNetworkAccessManager *manager = m_managers[size_t(slot / kConnectionsPerManager)].get();
    const qint64 sent = m_clock.nsecsElapsed();
    QNetworkReply *reply = manager->get(request);
    reply->setProperty("ringlabIndex", qlonglong(index));
    m_replies[slot] = reply;
    ++m_inFlight;
    connect(reply, &QNetworkReply::finished, this, [this, slot, reply, sent] { onReplyFinished(slot, reply, sent); });
}

void QnamLoadEngine::onReplyFinished(int slot, QNetworkReply *reply, qint64 sentNs)
{
    --m_inFlight;
    m_replies[slot] = nullptr;
    reply->deleteLater();
    if (m_aborted)
        return;
    LoadResponse r;
    r.index = qsizetype(reply->property("ringlabIndex").toLongLong());
    r.latencyUs = quint32((m_clock.nsecsElapsed() - sentNs) / 1000);
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.backendPort = reply->rawHeader("X-Backend").toInt();
    const QByteArray path = reply->rawHeader("X-Path");
    if (!path.isEmpty() && path != m_keys->at(r.index))
        r.receivedPath = path;
    r.transportError = r.status == 0;
    ++m_done;
    m_sink->record(r);
    sendNext(slot);
    if (m_inFlight == 0)
        emit finished();
}

void QnamLoadEngine::abort()
{
    if (m_aborted)
        return;
    m_aborted = true;
    const bool wasBusy = m_inFlight > 0;
    for (QNetworkReply *reply : std::as_const(m_replies)) {
        if (reply) {
            reply->disconnect(this);
            reply->abort();
            reply->deleteLater();
        }
    }
    m_replies.fill(nullptr);
    m_inFlight = 0;
    if (wasBusy)
        QTimer::singleShot(0, this, &LoadEngine::finished);
}

} // namespace ringcore
