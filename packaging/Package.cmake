# CPack: the Debian package ringlab_<version>_<arch>.deb (scripts/package.sh runs `cpack -G DEB`
# in a Release build configured with CMAKE_INSTALL_PREFIX=/usr).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ringlab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${RINGLAB_MAINTAINER}")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # ringlab_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${RINGLAB_HOMEPAGE})
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Depends: what the binaries link (dpkg-shlibdeps; RingLab's own libraries are private, in
# lib/ringlab) and the CJK font the Chinese interface needs.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${CMAKE_INSTALL_PREFIX}/${RINGLAB_INSTALL_PRIVLIBDIR})
set(CPACK_DEBIAN_PACKAGE_DEPENDS fonts-noto-cjk)
# The real systems the live runs drive; nothing of RingLab needs them to start.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "nginx-light | nginx, haproxy")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS
    "varnish, trafficserver, caddy, nutcracker, dnsdist, memcached, libnginx-mod-http-echo")
# The summary, then the long description (CPack puts the summary first and indents the rest for
# the control file).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "consistent hashing laboratory: rings, spreads and real proxies")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "RingLab shows how consistent hashing spreads keys over servers: it draws
the ring, simulates the spread exactly, and ports the rings of nginx,
HAProxy, Envoy, Varnish, Caddy, Traffic Server, twemproxy, dnsdist and
pingora, checked key by key against the real programs. It comes as a Qt
desktop application (ringlab) and a command-line twin (ringlab-cli).
.
Only the Live run page and `ringlab-cli measure` start real programs:
nginx-light (also the HTTP backends of every HTTP run) and haproxy are
recommended; varnish, trafficserver, caddy, nutcracker (twemproxy),
dnsdist, memcached and libnginx-mod-http-echo (backend delay) are
suggested, one per system. Every other page works without them.")
include(CPack)
