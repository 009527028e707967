#pragma once

#include "ringcore/hash/dnsname.h"

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

    /// DNSName::hash(perturbation): burtleCI over the name in wire form (DnsName::wire).
    static uint32_t qnameHash(QByteArrayView name, uint32_t perturbation)
    {
        return burtleCI(DnsName::wire(name), perturbation);
    }
};

} // namespace ringcore
