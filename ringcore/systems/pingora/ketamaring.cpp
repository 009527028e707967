#include "ringcore/systems/pingora/ketamaring.h"

#include <QCoreApplication>
#include <QHostAddress>

#include <arpa/inet.h>
#include <zlib.h>

#include <algorithm>

namespace ringcore {

namespace {

} // namespace

KetamaRing::KetamaRing(const ServerList &servers, const AlgorithmOptions &options)
    : Algorithm(servers, options)
{
}

uint32_t KetamaRing::crc(QByteArrayView bytes)
{
    return uint32_t(crc32(0L, reinterpret_cast<const Bytef *>(bytes.data()), uInt(bytes.size())));
}

uint32_t KetamaRing::chainHash(uint32_t baseCrc, uint32_t previous)
{
    const unsigned char le[4] = {uint8_t(previous), uint8_t(previous >> 8), uint8_t(previous >> 16),
                                 uint8_t(previous >> 24)};
    return uint32_t(crc32(baseCrc, le, 4));
}

uint64_t KetamaRing::hashKey(QByteArrayView key) const
{
    return crc(key); // crc32fast::hash(key)
}

QByteArray KetamaRing::rustIpv6Text(const std::array<uint8_t, 16> &b)
{
    uint16_t seg[8];
    for (int i = 0; i < 8; ++i)
        seg[i] = uint16_t((b[size_t(2 * i)] << 8) | b[size_t(2 * i + 1)]);
    // Ipv4-mapped (::ffff:a.b.c.d) is printed with a dotted tail.
    if (seg[0] == 0 && seg[1] == 0 && seg[2] == 0 && seg[3] == 0 && seg[4] == 0 && seg[5] == 0xffff)
        return QByteArray("::ffff:") + QByteArray::number(b[12]) + '.' + QByteArray::number(b[13]) + '.'
               + QByteArray::number(b[14]) + '.' + QByteArray::number(b[15]);
    // The first longest run of zero segments is compressed when it is longer than one.
    int bestStart = 0, bestLen = 0, curStart = 0, curLen = 0;
    for (int i = 0; i < 8; ++i) {
        if (seg[i] == 0) {
            if (curLen == 0)
                curStart = i;
            ++curLen;
            if (curLen > bestLen) {
                bestLen = curLen;
                bestStart = curStart;
            }
        } else {
            curLen = 0;
        }
    }
    auto join = [&seg](int from, int to) {
        QByteArray out;
        for (int i = from; i < to; ++i) {
            if (i > from)
                out += ':';
            out += QByteArray::number(seg[i], 16);
        }
        return out;
    };
    if (bestLen > 1)
        return join(0, bestStart) + "::" + join(bestStart + bestLen, 8);
    return join(0, 8);
}

bool KetamaRing::socketKey(const QString &address, SocketKey *key, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QString host = address;
    QString port = QStringLiteral("80");
    bool bracketed = false;
    if (address.startsWith(QLatin1Char('['))) {
        const qsizetype close = address.indexOf(QLatin1Char(']'));
        if (close < 0)
            return fail(tr("servers: \"%1\" is not a socket address").arg(address));
        host = address.mid(1, close - 1);
        const QString rest = address.mid(close + 1);
        if (rest.startsWith(QLatin1Char(':')))
            port = rest.mid(1);
        else if (!rest.isEmpty())
            return fail(tr("servers: \"%1\" is not a socket address").arg(address));
        bracketed = true;
    } else {
        const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
        if (colon >= 0) {
            host = address.left(colon);
            port = address.mid(colon + 1);
        }
    }
    bool ok = false;
    const uint portNumber = port.toUInt(&ok);
    if (!ok || portNumber > 65535)
        return fail(tr("servers: port \"%1\" in \"%2\" is outside the allowed range 0-65535").arg(port, address));

    SocketKey k;
    const QByteArray hostBytes = host.toLatin1();
    if (bracketed) {
        std::array<uint8_t, 16> bytes{};
        if (inet_pton(AF_INET6, hostBytes.constData(), bytes.data()) != 1)
            return fail(tr("servers: \"%1\" is not a valid IPv6 address").arg(host));
        k.hashInput = rustIpv6Text(bytes);
        k.order[0] = 6;
        std::copy(bytes.begin(), bytes.end(), k.order.begin() + 1);
    } else {
        in_addr v4{};
        if (host.count(QLatin1Char('.')) != 3 || inet_pton(AF_INET, hostBytes.constData(), &v4) != 1)
            return fail(tr("servers: \"%1\" is not an IP address; pingora-ketama buckets are socket "
                           "addresses (IP:port), so host names are not accepted")
                            .arg(address));
        const auto *b = reinterpret_cast<const uint8_t *>(&v4.s_addr);
        k.hashInput = QByteArray::number(b[0]) + '.' + QByteArray::number(b[1]) + '.' + QByteArray::number(b[2]) + '.'
                      + QByteArray::number(b[3]);
        k.order[0] = 4;
        std::copy(b, b + 4, k.order.begin() + 1);
    }
    k.hashInput += '\0';
    k.hashInput += QByteArray::number(portNumber);
    k.order[17] = uint8_t(portNumber >> 8);
    k.order[18] = uint8_t(portNumber);
    *key = k;
    return true;
}

bool KetamaRing::prepare(const ServerList &servers, uint32_t pointMultiple, std::vector<SocketKey> *keys,
                         QString *error)
{
    keys->clear();
    keys->reserve(size_t(servers.size()));
    uint64_t totalWeight = 0;
    for (const Server &s : servers) {
        SocketKey k;
        if (!socketKey(s.address, &k, error))
            return false;
        keys->push_back(k);
        totalWeight += uint64_t(s.weight);
    }
    // pingora computes total_weight * point_multiple and weight * point_multiple as u32.
    if (totalWeight * pointMultiple > UINT32_MAX) {
        if (error)
            *error = tr("weights: %1 weight units × %2 points = %3 points, above pingora-ketama's u32 "
                        "limit of 4294967295")
                         .arg(totalWeight)
                         .arg(pointMultiple)
                         .arg(totalWeight * pointMultiple);
        return false;
    }
    return true;
}

void KetamaRing::finish(size_t generated)
{
    m_generated = generated;
    const size_t n = ringSize();
    m_owner.resize(n);
    for (size_t i = 0; i < n; ++i)
        m_owner[i] = nodeAt(i);
    m_search.buildFrom(n, [this](size_t i) { return hashAt(i); });
    bool anyDown = false;
    for (const Server &s : servers())
        anyDown = anyDown || s.down;
    if (!anyDown || n == 0)
        return;
    // Walk backwards twice around the ring so every point learns the next healthy owner.
    m_owner.assign(n, -1);
    int next = -1;
    for (size_t step = 0; step < 2 * n; ++step) {
        const size_t i = n - 1 - (step % n);
        const int node = nodeAt(i);
        if (!servers()[node].down)
            next = node;
        m_owner[i] = next;
    }
}

size_t KetamaRing::pointIndex(uint32_t hash) const
{
    return m_search.successorWrapped(hash);
}

int KetamaRing::routeHash(uint64_t hash) const
{
    if (m_owner.empty())
        return -1;
    return ownerAt(pointIndex(uint32_t(hash)));
}

std::vector<double> KetamaRing::shares() const
{
    std::vector<uint64_t> owned(size_t(servers().size()), 0);
    const size_t n = ringSize();
    for (size_t k = 0; k < n; ++k) {
        // Point k owns (hash[k-1], hash[k]]; point 0 also owns everything after the last point.
        const uint64_t arc = k == 0 ? (uint64_t(1) << 32) - hashAt(n - 1) + hashAt(0)
                                    : uint64_t(hashAt(k)) - hashAt(k - 1);
        const int owner = ownerAt(k);
        if (owner >= 0)
            owned[size_t(owner)] += arc;
    }
    std::vector<double> out(owned.size(), 0.0);
    for (size_t i = 0; i < owned.size(); ++i)
        out[i] = double(owned[i]) / 4294967296.0;
    return out;
}

void KetamaRing::forEachPoint(const std::function<void(const RingPoint &)> &visit) const
{
    // The point's number within its server is not stored by pingora; recover it by regenerating
    // would cost a rebuild, so report the order of appearance instead.
    const size_t n = ringSize();
    std::vector<int> seen(size_t(servers().size()), 0);
    for (size_t i = 0; i < n; ++i) {
        const int node = nodeAt(i);
        visit(RingPoint{hashAt(i), node, seen[size_t(node)]++});
    }
}

std::vector<OwnedInterval> KetamaRing::intervals() const
{
    std::vector<OwnedInterval> out;
    const size_t n = ringSize();
    if (n == 0)
        return out;
    auto add = [&out](uint64_t begin, int server) {
        if (!out.empty() && out.back().server == server)
            return;
        out.push_back({begin, server});
    };
    add(0, ownerAt(0));
    for (size_t k = 1; k < n; ++k)
        add(uint64_t(hashAt(k - 1)) + 1, ownerAt(k)); // hashes are unique after dedup
    if (hashAt(n - 1) != UINT32_MAX)
        add(uint64_t(hashAt(n - 1)) + 1, ownerAt(0));
    return out;
}

} // namespace ringcore
