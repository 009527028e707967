#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>

namespace ringcore {

/// The hashes dnsdist 1.7.3's chashed and whashed policies use (PowerDNS/pdns, pdns/misc.cc
/// burtleCI, pdns/dnsname.hh DNSName::hash).
class DnsdistHash
{
public:
    /// burtleCI(): Bob Jenkins' lookup2 hash (golden-ratio start, `c` = initval) over the bytes
    /// lowercased with dns_tolower (ASCII A-Z only).
    static uint32_t burtleCI(QByteArrayView bytes, uint32_t initval);

    /// A query name in presentation form ("www.Example.com", trailing dot optional, "" or "." for
    /// the root) as DNSName stores it: length-prefixed labels and the root's 0 byte. `\.` and
    /// `\DDD` escapes are honoured. Empty labels are dropped and labels over 63 bytes split, so any
    /// key gives a name (a key that is not a valid DNS name cannot be queried anyway).
    static QByteArray wireName(QByteArrayView name);

    /// DNSName::hash(perturbation): burtleCI over the wire-format name.
    static uint32_t qnameHash(QByteArrayView name, uint32_t perturbation)
    {
        return burtleCI(wireName(name), perturbation);
    }
};

} // namespace ringcore
